import type * as api from '../api';
import { fileInWords } from '../fileWords';
import { problemPlace } from '../problemFields';
import { pageFormSchema } from './schemas';

/**
 * The form's element for a field, or for the nearest field around it that the form draws (a
 * problem on a whole list names the list).
 */
function fieldElement(fieldId: string): HTMLElement | null {
  const parts = fieldId.split('_');
  for (let length = parts.length; length > 1; length--) {
    const element = document.getElementById(parts.slice(0, length).join('_'));
    if (element) return element;
  }
  return null;
}

/** Takes the marketer to the field: its box focused, or the first box inside it. */
function goToField(fieldId: string) {
  const element = fieldElement(fieldId);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  const box = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button');
  box?.focus({ preventScroll: true });
}

/** The last check's count of errors and warnings, each listed with its place and page. */
export function Problems({
  problems,
  file,
  page,
  checked,
  errors,
}: {
  problems: api.EditorProblem[];
  file: string;
  /** The page as the form holds it, which names the kind of each block. */
  page: unknown;
  checked: boolean;
  errors: number;
}) {
  const elsewhere = problems.filter((problem) => problem.file !== file);
  return (
    <section aria-labelledby="problems-heading" className="problems">
      <h2 id="problems-heading">
        {!checked
          ? 'Checking…'
          : problems.length === 0
            ? 'No problems'
            : `${errors} ${errors === 1 ? 'error' : 'errors'}, ${problems.length - errors} ${
                problems.length - errors === 1 ? 'warning' : 'warnings'
              }`}
      </h2>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, index) => {
            const here = problem.file === file;
            const place = problemPlace(problem.path, pageFormSchema, here ? page : undefined);
            return (
              <li key={index} className={problem.severity}>
                {here ? '' : `In ${fileInWords(problem.file)}, `}
                {here && place.fieldId ? (
                  <button type="button" className="place" onClick={() => goToField(place.fieldId!)}>
                    {place.words}
                  </button>
                ) : (
                  <strong>{place.words}</strong>
                )}
                : {problem.message}
              </li>
            );
          })}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <p className="hint">
          A problem in another file is one the folder would have with this page as the form holds
          it.
        </p>
      )}
    </section>
  );
}
