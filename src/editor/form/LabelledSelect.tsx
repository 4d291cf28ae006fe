import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';

const SelectWidget = getDefaultRegistry().widgets.SelectWidget!;

/**
 * The form library names the select that picks a oneOf or anyOf branch (a block's kind, a
 * paragraph's form) by nothing; this gives it a label, which screen readers need.
 */
export function LabelledSelect(props: WidgetProps) {
  const choice = /__(?:one|any)of_select$/.exec(props.id);
  if (!choice) return <SelectWidget {...props} />;
  const what = /_blocks_\d+__oneof_select$/.test(props.id) ? 'Kind of block' : 'Kind of value';
  return (
    <>
      <label htmlFor={props.id} className="control-label">
        {what}
      </label>
      <SelectWidget {...props} />
    </>
  );
}
