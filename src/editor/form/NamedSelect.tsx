import type { WidgetProps } from '@rjsf/utils';
import { LabelledSelect } from './LabelledSelect';
import { CHOICE_NAMES } from './words';

/** A select whose choices read as words ("Main column") rather than the values the file holds. */
export function NamedSelect(props: WidgetProps) {
  const enumOptions = props.options.enumOptions?.map((option) => ({
    ...option,
    label:
      typeof option.value === 'string'
        ? (CHOICE_NAMES[option.value] ?? option.label)
        : option.label,
  }));
  return <LabelledSelect {...props} options={{ ...props.options, enumOptions }} />;
}
