import { useState } from 'react';
import * as api from './api';
import type { PageCommit } from './types';

/** A date git recorded, in the reader's own words and time zone. */
const shownDate = (date: string) =>
  new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const undoWords = (confirming: boolean) =>
  confirming ? 'Replace my unsaved edits' : 'Undo this change';

/**
 * History: the page's published changes, newest first. "Undo this change" puts the page into
 * the form with that change taken out and later ones kept; nothing is written until the
 * marketer saves, and it goes live when they publish.
 */
export function PageHistory({
  file,
  unsavedEdits,
  onUndone,
}: {
  file: string;
  /** Whether the form holds edits not saved yet, which an undo would replace. */
  unsavedEdits: boolean;
  onUndone: (value: unknown, note: string) => void;
}) {
  const [commits, setCommits] = useState<PageCommit[]>();
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = () => {
    setCommits(undefined);
    setProblem('');
    api.pageHistory(file).then(setCommits, (failure: Error) => setProblem(failure.message));
  };

  const undo = (entry: PageCommit) => {
    if (unsavedEdits && confirming !== entry.commit) {
      setConfirming(entry.commit);
      return;
    }
    setConfirming(undefined);
    setBusy(true);
    setProblem('');
    api.revertChange(file, entry.commit).then(
      ({ value }) => {
        setBusy(false);
        onUndone(
          value,
          `“${entry.message}” is undone in the form. Check the page, save it, then publish it.`,
        );
      },
      (failure: Error) => {
        setBusy(false);
        setProblem(failure.message);
      },
    );
  };

  return (
    <details onToggle={(event) => event.currentTarget.open && load()}>
      <summary>History of this page</summary>
      {problem && <p role="alert">{problem}</p>}
      {!commits && !problem && <p>Reading the history…</p>}
      {commits?.length === 0 && <p>This page has not been published yet.</p>}
      {commits && commits.length > 0 && (
        <ol className="page-history" aria-label="Published changes, newest first">
          {commits.map((entry) => (
            <li key={entry.commit}>
              <time dateTime={entry.date}>{shownDate(entry.date)}</time>, {entry.name}:{' '}
              {entry.message}{' '}
              <button
                type="button"
                className="editor-button"
                disabled={busy}
                onClick={() => undo(entry)}
                aria-label={`${undoWords(confirming === entry.commit)}: ${entry.message}`}
              >
                {undoWords(confirming === entry.commit)}
              </button>
              {confirming === entry.commit && (
                <p className="hint" role="alert">
                  The form holds edits you have not saved; undoing this change replaces them. Press
                  again to go on, or save first.
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
