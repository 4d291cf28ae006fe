import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FOLDERS, REPOSITORY_CONTENT_DIR } from '../src/content/collections';

const root = path.resolve(import.meta.dirname, '..');
const content = path.relative(root, REPOSITORY_CONTENT_DIR);

// Files a guide tells the reader to create, named as examples of what they will write.
const EXAMPLES_TO_CREATE = new Set([
  `${content}/${PAGE_FOLDERS.coin}/dogecoin.json`,
  `${content}/${PAGE_FOLDERS.page}/careers.json`,
  `${content}/${PAGE_FOLDERS.pair}/<slug>.json`,
]);

const REPO_PATH = new RegExp(`^(?:src|scripts|tests|schema|${content}|\\.ci)/[\\w./-]*$`);

function trackedReadmes(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => /(^|\/)README\.md$/.test(file));
}

function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Every repository path a README names: its relative links, and paths in `code`. */
function namedPaths(readme: string, markdown: string): string[] {
  const prose = proseOf(markdown);
  const found = new Set<string>();
  for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/.test(target)) continue;
    const withoutAnchor = target.replace(/#.*$/, '');
    found.add(path.posix.normalize(path.posix.join(path.posix.dirname(readme), withoutAnchor)));
  }
  for (const [, code = ''] of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const token of code.split(/[\s,()]+/)) {
      const cleaned = token.replace(/[:.;]+$/, '');
      if (REPO_PATH.test(cleaned) && !EXAMPLES_TO_CREATE.has(cleaned)) found.add(cleaned);
    }
  }
  return [...found];
}

// A module is named the way it is imported, without its extension.
function existsAsFileOrModule(file: string): boolean {
  return ['', '.ts', '.tsx'].some((extension) => existsSync(file + extension));
}

describe('the READMEs', () => {
  const readmes = trackedReadmes();

  it('include the guide and the READMEs it sends readers to', () => {
    expect(readmes).toEqual(expect.arrayContaining(['README.md', 'src/server/README.md']));
  });

  it('name only paths that exist', () => {
    const missing = readmes.flatMap((readme) =>
      namedPaths(readme, readFileSync(path.join(root, readme), 'utf8'))
        .filter((named) => !existsAsFileOrModule(path.join(root, named)))
        .map((named) => `${readme}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the guide short enough to read in one sitting', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(300);
  });

  it('find a missing path when a guide names one', () => {
    expect(namedPaths('src/x/README.md', 'see `src/nowhere.ts` and [it](../y.md)')).toEqual([
      'src/y.md',
      'src/nowhere.ts',
    ]);
  });
});
