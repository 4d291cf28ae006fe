import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_CONTENT_DIR } from '../src/content/collections';
import { PAGE_FOLDERS } from '../src/content/contentFiles';

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

/** The pictures a README shows (`![words](file)`), each as the repository path it names. */
function picturesOf(readme: string, markdown: string): { words: string; file: string }[] {
  return [...proseOf(markdown).matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(
    ([, words = '', target = '']) => ({
      words,
      file: path.posix.normalize(path.posix.join(path.posix.dirname(readme), target)),
    }),
  );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A picture a README shows is cloned with the project; a screenshot fits well under it. */
const MAX_PICTURE_BYTES = 250 * 1024;
const EDITOR_README = 'src/editor/README.md';
const WALKTHROUGH = 'src/editor/walkthrough';

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

  it("show the editor's pictures: each one a PNG that exists, with words for it", () => {
    const pictures = picturesOf(
      EDITOR_README,
      readFileSync(path.join(root, EDITOR_README), 'utf8'),
    );
    expect(pictures.length).toBeGreaterThan(1);
    const faults = pictures.flatMap(({ words, file }) => {
      const where = path.join(root, file);
      if (!existsSync(where)) return [`${file} does not exist`];
      const bytes = readFileSync(where);
      return [
        words.trim() === '' && `${file} has no words for a reader who cannot see it`,
        !bytes.subarray(0, 8).equals(PNG_SIGNATURE) && `${file} is not a PNG`,
        bytes.length > MAX_PICTURE_BYTES && `${file} is ${Math.round(bytes.length / 1024)} KB`,
      ].filter((fault): fault is string => Boolean(fault));
    });
    expect(faults).toEqual([]);
  });

  it("show every screenshot of the editor's walkthrough, so none is left from an old run", () => {
    const shown = new Set(
      picturesOf(EDITOR_README, readFileSync(path.join(root, EDITOR_README), 'utf8')).map(
        ({ file }) => file,
      ),
    );
    const taken = readdirSync(path.join(root, WALKTHROUGH))
      .filter((file) => file.endsWith('.png'))
      .map((file) => `${WALKTHROUGH}/${file}`);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((file) => !shown.has(file))).toEqual([]);
  });

  it('find the pictures a guide shows, and not its plain links', () => {
    expect(
      picturesOf('src/x/README.md', '![A form](walk/01-form.png) and [a link](other.md)'),
    ).toEqual([{ words: 'A form', file: 'src/x/walk/01-form.png' }]);
  });

  it('find a missing path when a guide names one', () => {
    expect(namedPaths('src/x/README.md', 'see `src/nowhere.ts` and [it](../y.md)')).toEqual([
      'src/y.md',
      'src/nowhere.ts',
    ]);
  });
});
