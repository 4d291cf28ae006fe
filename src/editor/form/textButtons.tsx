import type { IconButtonProps } from '@rjsf/utils';

/**
 * The form library's buttons draw icon fonts this site does not load; these say what they do
 * in words, which also names them for screen readers.
 */
function textButton(words: string) {
  return function TextButton({
    uiSchema: _uiSchema,
    registry: _registry,
    iconType: _iconType,
    icon: _icon,
    title,
    className,
    ...button
  }: IconButtonProps) {
    return (
      <button type="button" className={`editor-button ${className ?? ''}`} {...button}>
        {title ?? words}
      </button>
    );
  };
}

export const buttonTemplates = {
  AddButton: textButton('Add'),
  CopyButton: textButton('Copy'),
  MoveDownButton: textButton('Move down'),
  MoveUpButton: textButton('Move up'),
  RemoveButton: textButton('Remove'),
  ClearButton: textButton('Clear'),
};
