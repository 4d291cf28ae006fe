import type { FieldProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import {
  markSelection,
  paragraphToText,
  textToParagraph,
  textToRuns,
  type InlineRun,
  type Paragraph,
} from './paragraphText';

const HELP =
  'Select words and press Bold or Link. Bold words show as **words**, a link as [words](/address).';

/**
 * One paragraph in a multi-line box, with Bold and Link buttons. The page file holds a
 * paragraph as plain text, or as runs once it has a bold word or a link; the box shows both
 * the same way, so making a word bold never empties the paragraph.
 */
function ParagraphBox({
  id,
  label,
  value,
  errors,
  onText,
}: {
  id: string;
  label: string;
  value: string;
  errors: readonly string[];
  onText: (text: string) => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [href, setHref] = useState('');
  // The marked words are selected again once the box shows the new text.
  const reselect = useRef<[number, number]>(undefined);
  useEffect(() => {
    const area = box.current;
    if (!area || !reselect.current) return;
    area.focus();
    area.setSelectionRange(...reselect.current);
    reselect.current = undefined;
  });
  const mark = (how: { bold: true } | { href: string }) => {
    const area = box.current;
    if (!area) return;
    const marked = markSelection(value, area.selectionStart, area.selectionEnd, how);
    reselect.current = [marked.selectStart, marked.selectEnd];
    onText(marked.text);
  };
  const errorId = `${id}__error`;
  return (
    <div className="paragraph-field">
      <label htmlFor={id} className="control-label">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        rows={Math.min(8, Math.max(3, Math.ceil(value.length / 70)))}
        value={value}
        aria-describedby={`${id}__help${errors.length ? ` ${errorId}` : ''}`}
        onChange={(event) => onText(event.target.value)}
      />
      <div className="paragraph-tools">
        <button type="button" className="editor-button" onClick={() => mark({ bold: true })}>
          Bold
        </button>
        <label htmlFor={`${id}__href`}>Link address</label>
        <input
          id={`${id}__href`}
          type="text"
          value={href}
          placeholder="/bitcoin or https://..."
          onChange={(event) => setHref(event.target.value)}
        />
        <button
          type="button"
          className="editor-button"
          disabled={href.trim() === ''}
          onClick={() => mark({ href: href.trim() })}
        >
          Link
        </button>
      </div>
      <p id={`${id}__help`} className="hint">
        {HELP}
      </p>
      {errors.length > 0 && (
        <ul id={errorId} className="error-detail">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * This field's problems and those of its runs (a link's address): the runs have no fields of
 * their own to show them at.
 */
function allErrors(props: FieldProps<Paragraph> | FieldProps<InlineRun[]>): string[] {
  const nested: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '__errors' && Array.isArray(child)) nested.push(...(child as string[]));
      else walk(child);
    }
  };
  walk(props.errorSchema);
  return [...new Set([...(props.rawErrors ?? []), ...nested])];
}

/** The label of a list's item: "Paragraph 2". */
function itemLabel(path: readonly (string | number)[], base: string): string {
  const index = path.at(-1);
  return typeof index === 'number' ? `${base} ${index + 1}` : base;
}

/** A paragraph of a RichText list: plain text, or runs once it has bold words or a link. */
export function ParagraphField(props: FieldProps<Paragraph>) {
  const { formData, onChange, fieldPathId } = props;
  return (
    <ParagraphBox
      id={fieldPathId.$id}
      label={itemLabel(fieldPathId.path, 'Paragraph')}
      value={paragraphToText(formData ?? '')}
      errors={allErrors(props)}
      onText={(text) => onChange(textToParagraph(text), fieldPathId.path)}
    />
  );
}

/** A field that holds only runs (the schema's Inline), such as a callout's text. */
export function RunsField(props: FieldProps<InlineRun[]>) {
  const { formData, onChange, fieldPathId, schema, name } = props;
  return (
    <ParagraphBox
      id={fieldPathId.$id}
      label={(props.uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name}
      value={paragraphToText(formData ?? [])}
      errors={allErrors(props)}
      onText={(text) => onChange(textToRuns(text), fieldPathId.path)}
    />
  );
}
