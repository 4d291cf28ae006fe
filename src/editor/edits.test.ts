import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../content/collections';
import { PAGE_FOLDERS } from '../content/contentFiles';
import {
  checkPage,
  EditRefused,
  listPages,
  openPage,
  pageFilePath,
  pageText,
  savePage,
  validateFolder,
} from './edits';
import { newPageArgv } from './newPageFields';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'editor-edits-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return a.length === b.length ? a.filter((line, index) => line !== b[index]).length : Infinity;
};

describe('saving a page as a person would have written it', () => {
  it('writes every page file back byte for byte when nothing changed', async () => {
    for (const folder of Object.values(PAGE_FOLDERS)) {
      for (const name of await readdir(path.join(dir, folder))) {
        const file = path.join(dir, folder, name);
        const text = await readFile(file, 'utf8');
        expect(await pageText(JSON.parse(text), file, text), file).toBe(text);
      }
    }
  });

  it('changes one line for one changed title', async () => {
    const before = await readFile(path.join(dir, 'coins/bitcoin.json'), 'utf8');
    const { value, version } = await openPage(dir, 'coins/bitcoin.json');
    const result = await savePage(
      dir,
      'coins/bitcoin.json',
      { ...(value as object), title: 'Swap Bitcoin Today | SwapRoute' },
      version,
    );
    expect(result).toMatchObject({ saved: true, problems: [] });
    const after = await readFile(path.join(dir, 'coins/bitcoin.json'), 'utf8');
    expect(changedLines(before, after)).toBe(1);
    expect(after).toContain('"title": "Swap Bitcoin Today | SwapRoute"');
  });

  it('refuses a page that fails the validator, says why at the field, and leaves the file', async () => {
    const before = await readFile(path.join(dir, 'pages/about.json'), 'utf8');
    const { value, version } = await openPage(dir, 'pages/about.json');
    const page = value as { blocks: { type: string; buttons?: { href?: string }[] }[] };
    const broken = structuredClone(page);
    const withButton = broken.blocks.find((block) => block.buttons?.[0]?.href)!;
    withButton.buttons![0]!.href = '/nowhere';
    const result = await savePage(dir, 'pages/about.json', broken, version);
    expect(result.saved).toBe(false);
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        file: 'pages/about.json',
        path: `blocks[${broken.blocks.indexOf(withButton)}].buttons[0].href`,
        message: expect.stringContaining('no page has this slug'),
        severity: 'error',
      }),
    );
    expect(await readFile(path.join(dir, 'pages/about.json'), 'utf8')).toBe(before);
  });

  it('checks across files: a page taking another page’s slug is refused', async () => {
    const { value: terms } = await openPage(dir, 'pages/terms.json');
    const { problems } = await checkPage(dir, 'pages/terms.json', {
      ...(terms as object),
      slug: 'about',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'pages/terms.json', path: 'slug', severity: 'error' }),
    );
  });
});

describe('checking an edit', () => {
  it('still finds a clash with a made page after a check that passed', async () => {
    const about = JSON.parse(await readFile(path.join(dir, 'pages/about.json'), 'utf8')) as {
      title: string;
    };
    const errorsOf = async (value: unknown) =>
      (await checkPage(dir, 'pages/about.json', value)).problems.filter(
        (problem) => problem.severity === 'error',
      );
    expect(await errorsOf(about)).toEqual([]);
    const made = (await listPages(dir)).find((page) => page.made)!;
    const clash = await errorsOf({ ...about, title: made.title });
    expect(clash.map((problem) => problem.message).join('\n')).toContain(made.title);
  });
});

describe('pages the editor lists and opens', () => {
  it('lists page files and the pairs the template makes, which open as overrides', async () => {
    const pages = await listPages(dir);
    expect(pages).toContainEqual(expect.objectContaining({ file: 'coins/bitcoin.json' }));
    const made = pages.find((page) => page.made);
    expect(made?.file).toMatch(/^pairs\/[a-z0-9]+\.json$/);
    const opened = await openPage(dir, made!.file);
    expect(opened).toMatchObject({ made: true, value: { slug: made!.slug, kind: 'pair' } });
  });

  it('saves a made pair as an override file of its own, with the edit', async () => {
    const made = (await listPages(dir)).find((page) => page.made)!;
    const { value, version } = await openPage(dir, made.file);
    const title = `${(value as { title: string }).title.slice(0, 40)} Today`;
    const result = await savePage(dir, made.file, { ...(value as object), title }, version);
    expect(result).toMatchObject({ saved: true, file: made.file });
    const written = JSON.parse(await readFile(path.join(dir, made.file), 'utf8')) as object;
    expect(written).toMatchObject({ slug: made.slug, title });
    expect((await listPages(dir)).filter((page) => page.slug === made.slug)).toEqual([
      expect.not.objectContaining({ made: true }),
    ]);
    // Five runs of the whole validator: over 20 s on a busy 2-core machine.
  }, 90_000);

  it('writes a made pair saved under another folder once: as its own file in pairs/', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'editor-made-pair-'));
    try {
      await cp(DEFAULT_CONTENT_DIR, own, { recursive: true });
      const made = (await listPages(own)).filter((page) => page.made)[1]!;
      const { value, version } = await openPage(own, made.file);
      const edited = { ...(value as object), title: `${made.title.slice(0, 40)} Today` };
      const elsewhere = `${PAGE_FOLDERS.page}/${made.slug}.json`;
      await expect(savePage(own, elsewhere, edited, version)).rejects.toThrow(
        `${elsewhere} is not a page yet: a pair the template makes is saved as ${made.file}`,
      );
      expect(await savePage(own, made.file, edited, version)).toMatchObject({ saved: true });

      const holders: string[] = [];
      for (const folder of Object.values(PAGE_FOLDERS)) {
        for (const name of await readdir(path.join(own, folder))) {
          const page = JSON.parse(await readFile(path.join(own, folder, name), 'utf8')) as {
            slug: string;
          };
          if (page.slug === made.slug) holders.push(`${folder}/${name}`);
        }
      }
      expect(holders).toEqual([made.file]);
      expect((await validateFolder(own)).errors).toEqual([]);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  }, 120_000);

  it('opens nothing outside the page folders', () => {
    for (const file of [
      'site.json',
      '../package.json',
      'coins/../site.json',
      'templates/pair.json',
    ]) {
      expect(() => pageFilePath(dir, file)).toThrow(EditRefused);
    }
  });

  it('builds npm run new’s command line from the form’s facts', () => {
    expect(
      newPageArgv('/content', 'coin', 'dogecoin', {
        name: ' Dogecoin ',
        minimum: '-about $10',
        stablecoin: true,
        'not-swappable': false,
        color: '',
      }),
    ).toEqual([
      'coin',
      'dogecoin',
      '--name=Dogecoin',
      '--minimum=-about $10',
      '--stablecoin',
      '--dir',
      '/content',
    ]);
  });
});
