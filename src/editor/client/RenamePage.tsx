import { useState, type FormEvent } from 'react';
import * as api from '../api';
import { fileInWords } from '../fileWords';
import { pageFormSchema } from '../page/schemas';
import { problemPlace } from '../problemFields';
import { keepMessage } from './keptMessage';

/** Carried to the renamed page, opened at its new file, to say what the rename did. */
export const RENAMED_KEY = 'page-editor-renamed';

/**
 * Gives the page a new address, and, unless the marketer says not to, sends visitors of the
 * old one on to it: a coin keeps its old slug as another spelling, any other page among its
 * former addresses.
 */
export function RenamePage({
  file,
  slug,
  kind,
  dirty,
  onRenamed,
}: {
  file: string;
  slug: string;
  kind: string;
  dirty: boolean;
  onRenamed: (file: string) => void;
}) {
  const [to, setTo] = useState('');
  const [redirect, setRedirect] = useState(true);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ message: string; problems: api.EditorProblem[] }>();
  const coin = kind === 'coin';
  if (kind === 'home') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAnswer(undefined);
    api.renamePage(file, to.trim(), redirect).then(
      (result) => {
        if (result.renamed) {
          keepMessage(RENAMED_KEY, result.file, result.message);
          onRenamed(result.file);
          return;
        }
        setAnswer(result);
        setBusy(false);
      },
      (failure: Error) => {
        setAnswer({ message: failure.message, problems: [] });
        setBusy(false);
      },
    );
  };

  return (
    <details className="rename">
      <summary>Rename this page</summary>
      <form onSubmit={submit} aria-label="Rename this page">
        <label htmlFor="rename-slug">New address</label>
        <div className="address">
          <span aria-hidden="true">/</span>
          <input
            id="rename-slug"
            required
            value={to}
            placeholder={slug}
            aria-describedby="rename-help"
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <p id="rename-help" className="hint">
          Lower-case letters, digits and dashes. Every link to /{slug} in the site’s pages changes
          to the new address.
        </p>
        <div>
          <input
            id="rename-redirect"
            type="checkbox"
            checked={redirect}
            aria-describedby="rename-redirect-help"
            onChange={(event) => setRedirect(event.target.checked)}
          />{' '}
          <label htmlFor="rename-redirect">Send visitors of /{slug} to the new address</label>
          <p id="rename-redirect-help" className="hint">
            {coin
              ? `Keeps ${slug} as another spelling of the coin, so old links and search results, and its old pair addresses, still arrive.`
              : `Keeps /${slug} among the page’s former addresses, so old links and search results still arrive.`}
          </p>
        </div>
        {dirty && (
          <p className="hint" id="rename-dirty">
            Save or discard your changes first: the rename moves the page as it was last saved.
          </p>
        )}
        <button type="submit" className="editor-button" disabled={busy || dirty}>
          {busy ? 'Renaming…' : 'Rename'}
        </button>
        {answer && (
          <div role="alert">
            <p>{answer.message}</p>
            {answer.problems.length > 0 && (
              <ul>
                {answer.problems.map((problem, index) => (
                  <li key={index}>
                    In {fileInWords(problem.file)},{' '}
                    <strong>{problemPlace(problem.path, pageFormSchema).words}</strong>:{' '}
                    {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </details>
  );
}

export const renameCss = `
  .rename { margin: 8px 0; }
  .rename .address { display: flex; align-items: center; gap: 4px; }
`;
