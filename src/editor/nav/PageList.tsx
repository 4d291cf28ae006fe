import { useEffect, useState } from 'react';
import * as api from '../api';
import { useContentChanged } from '../contentChanged';
import { PublishDialog } from '../publish/PublishDialog';
import { NewPageForm } from './NewPageForm';

const GROUPS: { title: string; folder: string; made?: true }[] = [
  { title: 'Pages', folder: 'pages/' },
  { title: 'Coins', folder: 'coins/' },
  { title: 'Pairs', folder: 'pairs/' },
  { title: 'Pairs the template makes', folder: 'pairs/', made: true },
];

/** The left column: Publish, New page, and every page by folder, with a filter. */
export function PageList({ current }: { current: string | null }) {
  const [pages, setPages] = useState<api.PageEntry[]>();
  const [error, setError] = useState('');
  const [filter, setFilter] = useState('');
  const list = () => {
    api.listPages().then(setPages, (failure: Error) => setError(failure.message));
  };
  useEffect(list, []);
  useContentChanged(list);
  const shown = (pages ?? []).filter(({ slug, title }) =>
    `${slug} ${title}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <nav aria-label="Pages">
      <PublishDialog />
      <NewPageForm coins={(pages ?? []).filter((page) => page.kind === 'coin' && !page.made)} />
      <label htmlFor="page-filter">Find a page</label>
      <input
        id="page-filter"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {error && <p role="alert">The pages could not be listed: {error}</p>}
      {!pages && !error && <p>Listing the pages…</p>}
      {GROUPS.map(({ title, folder, made }) => {
        const entries = shown.filter(
          (page) => page.file.startsWith(folder) && Boolean(page.made) === Boolean(made),
        );
        const list = (
          <ul>
            {entries.map((page) => (
              <li key={page.file + String(page.made)}>
                <a
                  href={`/__edit?file=${encodeURIComponent(page.file)}`}
                  aria-current={page.file === current ? 'page' : undefined}
                >
                  /{page.slug}
                </a>
              </li>
            ))}
          </ul>
        );
        return made ? (
          <details key={title} open={filter.trim() !== ''}>
            <summary>
              {title} ({entries.length})
            </summary>
            {list}
          </details>
        ) : (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            {list}
          </section>
        );
      })}
    </nav>
  );
}
