import { useState, type FormEvent } from 'react';
import * as api from '../api';
import { NEW_PAGE_FIELDS, NEW_PAGE_KINDS, type NewPageKind } from '../newPageFields';

/** A coin, pair or page made by `npm run new`'s code from the facts its command line takes. */
export function NewPageForm() {
  const [kind, setKind] = useState<NewPageKind>('page');
  const [slug, setSlug] = useState('');
  const [fields, setFields] = useState<Record<string, string | boolean>>({});
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutput('');
    api.newPage(kind, slug.trim(), fields).then(
      (answer) => {
        if (answer.created && answer.file) {
          location.assign(`/__edit?file=${encodeURIComponent(answer.file)}`);
          return;
        }
        setOutput(answer.output);
        setBusy(false);
      },
      (failure: Error) => {
        setOutput(failure.message);
        setBusy(false);
      },
    );
  };
  return (
    <details>
      <summary>New page</summary>
      <form onSubmit={submit} aria-label="New page">
        <p className="hint">
          Made by the same code as <code>npm run new</code>, from the facts below.
        </p>
        <label htmlFor="new-kind">Kind</label>
        <select
          id="new-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as NewPageKind)}
        >
          {NEW_PAGE_KINDS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        <label htmlFor="new-slug">Slug</label>
        <input
          id="new-slug"
          required
          value={slug}
          aria-describedby="new-slug-help"
          onChange={(event) => setSlug(event.target.value)}
        />
        <p id="new-slug-help" className="hint">
          the address without its slash, e.g. dogecoin
        </p>
        {NEW_PAGE_FIELDS[kind].map(({ flag, label, help, checkbox }) => {
          const id = `new-${flag}`;
          return checkbox ? (
            <div key={flag}>
              <input
                id={id}
                type="checkbox"
                checked={fields[flag] === true}
                aria-describedby={`${id}-help`}
                onChange={(event) => setFields({ ...fields, [flag]: event.target.checked })}
              />{' '}
              <label htmlFor={id}>{label}</label>
              <p id={`${id}-help`} className="hint">
                {help}
              </p>
            </div>
          ) : (
            <div key={flag}>
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                value={typeof fields[flag] === 'string' ? fields[flag] : ''}
                aria-describedby={`${id}-help`}
                onChange={(event) => setFields({ ...fields, [flag]: event.target.value })}
              />
              <p id={`${id}-help`} className="hint">
                {help}
              </p>
            </div>
          );
        })}
        <button type="submit" className="editor-button primary" disabled={busy}>
          Make the {kind}
        </button>
        {output && (
          <pre className="output" role="alert">
            {output}
          </pre>
        )}
      </form>
    </details>
  );
}
