import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type FormEvent } from 'react';
import { fileInWords } from '../fileWords';
import { pageFormSchema } from '../page/schemas';
import * as api from './api';
import { publishSummary, type PageChange } from './summary';
import type { PendingChanges } from './types';

/** The name typed last time, so a marketer types it once on this computer. */
const NAME_KEY = 'page-editor-publisher';

/** How each kind of change reads after the page's name and address. */
function changeWords(page: PageChange): string {
  switch (page.change) {
    case 'new':
      return 'a new page';
    case 'removed':
      return 'removed';
    case 'renamed':
      return `moved from ${page.formerAddress}`;
    case 'changed':
      return 'changed';
  }
}

export const publishCss = `
  .publish-overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.45); z-index: 10; }
  .publish-dialog { position: fixed; z-index: 11; inset: 4vh 50% auto auto; transform: translateX(50%); width: min(60rem, 94vw); max-height: 92vh; overflow: auto; background: #fff; color: #1d1d1f; border-radius: 8px; padding: 16px 20px; box-sizing: border-box; font: 15px/1.5 system-ui, sans-serif; }
  .publish-dialog h2 { font-size: 1.2rem; margin: 0 0 6px; }
  .publish-dialog label { font-weight: 600; display: block; margin-top: 8px; }
  .publish-dialog input, .publish-dialog textarea { font: inherit; width: 100%; box-sizing: border-box; padding: 4px; border: 1px solid #5f6368; border-radius: 4px; }
  .publish-dialog .actions { display: flex; gap: 12px; margin-top: 12px; align-items: center; }
  .publish-diff { font-size: 0.8rem; max-height: 40vh; overflow: auto; border: 1px solid #ccc; padding: 6px; margin: 6px 0; background: #fafafa; }
  .publish-diff .added { background: #dcf5e3; }
  .publish-diff .removed { background: #fde2e1; }
  .publish-diff span { display: block; white-space: pre-wrap; overflow-wrap: anywhere; }
  .publish-summary li { margin: 4px 0; }
  .publish-summary ul { margin: 2px 0; font-size: 0.9rem; }
`;

/** Each line of git's diff, marked as added or removed where it is one. */
function DiffLines({ diff }: { diff: string }) {
  return (
    <pre className="publish-diff" aria-label="The exact file changes" tabIndex={0}>
      {diff.split('\n').map((line, index) => {
        const kind =
          line.startsWith('+') && !line.startsWith('+++')
            ? 'added'
            : line.startsWith('-') && !line.startsWith('---')
              ? 'removed'
              : undefined;
        return (
          <span key={index} className={kind}>
            {line || ' '}
          </span>
        );
      })}
    </pre>
  );
}

const sentenceStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each page that will go, in words, and any other file by what it holds. */
function Summary({ changes }: { changes: PendingChanges }) {
  const { pages, others } = publishSummary(changes, pageFormSchema);
  return (
    <ul className="publish-summary" aria-label="What will be published">
      {pages.map((page) => (
        <li key={page.file}>
          <strong>{page.name === 'home' ? 'The home page' : page.name}</strong> at {page.address}:{' '}
          {changeWords(page)}
          {page.fields.length > 0 && (
            <ul aria-label={`Changed on ${page.name === 'home' ? 'the home page' : page.name}`}>
              {page.fields.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {others.map(({ file, change }) => (
        <li key={file}>
          {sentenceStart(fileInWords(file))}: {change}
        </li>
      ))}
    </ul>
  );
}

/**
 * Publish: shows what the saved changes of the content folder are, and commits them to the
 * content repository with the marketer's name and message. Only saved changes go.
 */
export function PublishDialog() {
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState<PendingChanges>();
  const [problem, setProblem] = useState('');
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  // What will go is read each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    let current = true;
    api.pendingChanges().then(
      (found) => current && setChanges(found),
      (failure: Error) => current && setProblem(failure.message),
    );
    return () => {
      current = false;
    };
  }, [open]);

  const openChanged = (next: boolean) => {
    setChanges(undefined);
    setProblem('');
    setDone('');
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    localStorage.setItem(NAME_KEY, name.trim());
    api.publish(name, message).then(
      (result) => {
        const count = result.files.length;
        setDone(`Published ${count} ${count === 1 ? 'file' : 'files'}: “${message.trim()}”.`);
        setMessage('');
        setBusy(false);
        setChanges({ files: [], diff: '' });
      },
      (failure: Error) => {
        setProblem(failure.message);
        setBusy(false);
      },
    );
  };

  const nothing = changes?.files.length === 0;
  return (
    <Dialog.Root open={open} onOpenChange={openChanged}>
      <Dialog.Trigger asChild>
        <button type="button" className="editor-button primary">
          Publish…
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <style>{publishCss}</style>
        <Dialog.Overlay className="publish-overlay" />
        <Dialog.Content className="publish-dialog">
          <Dialog.Title asChild>
            <h2>Publish</h2>
          </Dialog.Title>
          <Dialog.Description>
            Publishing records every saved change to the pages, with your name and a message, so
            that the site is built with them. Edits not saved yet stay in the form and do not go.
          </Dialog.Description>
          {done && <p role="status">{done}</p>}
          {problem && <p role="alert">{problem}</p>}
          {!changes && !problem && <p>Looking for saved changes…</p>}
          {nothing && !done && <p>Nothing to publish: every saved change is already published.</p>}
          {changes && !nothing && (
            <form onSubmit={submit} aria-label="Publish the saved changes">
              <h3>What will go</h3>
              <Summary changes={changes} />
              <details>
                <summary>Show the exact file changes</summary>
                <p className="hint">For a reviewer: each saved file, line by line.</p>
                <DiffLines diff={changes.diff} />
              </details>
              <label htmlFor="publish-name">Your name</label>
              <input
                id="publish-name"
                required
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <label htmlFor="publish-message">What changed</label>
              <textarea
                id="publish-message"
                required
                rows={3}
                aria-describedby="publish-message-help"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              <p id="publish-message-help" className="hint">
                A few words for whoever reads the page&apos;s history, e.g. “New FAQ answer on
                fees”.
              </p>
              <div className="actions">
                <button type="submit" className="editor-button primary" disabled={busy}>
                  {busy ? 'Publishing…' : 'Publish'}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className="editor-button">
                    Cancel
                  </button>
                </Dialog.Close>
              </div>
            </form>
          )}
          {(nothing || (problem && !changes)) && (
            <div className="actions">
              <Dialog.Close asChild>
                <button type="button" className="editor-button">
                  Close
                </button>
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
