import type { FieldProps } from '@rjsf/utils';
import { numberedItemTitle } from './words';

/**
 * A list's item with its number in its title ("Question 2", "Block 9, Questions and answers"):
 * the form would give every item of a list the same title, or the list's with "-2".
 */
export function NumberedItem(props: FieldProps) {
  const { SchemaField } = props.registry.fields;
  // The form's registry always holds its SchemaField; without it nothing could be drawn.
  if (!SchemaField) return null;
  const title = props.schema.title;
  const index = (props as FieldProps & { index?: number }).index;
  const uiSchema =
    typeof title === 'string' && index !== undefined
      ? { ...props.uiSchema, 'ui:title': numberedItemTitle(title, index, props.formData) }
      : props.uiSchema;
  return <SchemaField {...props} uiSchema={uiSchema} />;
}
