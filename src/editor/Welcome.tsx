import { useContentChanged } from './contentChanged';

/** What the editor shows before a page is picked. */
export function Welcome() {
  useContentChanged(() => location.reload());
  return (
    <main>
      <h1>Page editor</h1>
      <p>
        Pick a page on the left, or make a new one. Each change is checked by the same validator as{' '}
        <code>npm run validate</code>; saving writes the page file, formatted as a person would, for
        a reviewer to diff. This page exists only in <code>npm run dev</code>.
      </p>
    </main>
  );
}
