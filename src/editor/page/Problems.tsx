import type * as api from '../api';

/** The last check's count of errors and warnings, each listed with its place and file. */
export function Problems({
  problems,
  file,
  checked,
  errors,
}: {
  problems: api.EditorProblem[];
  file: string;
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
          {problems.map((problem, index) => (
            <li key={index} className={problem.severity}>
              {problem.file === file ? '' : `${problem.file}: `}
              <code>{problem.path}</code> {problem.message}
            </li>
          ))}
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
