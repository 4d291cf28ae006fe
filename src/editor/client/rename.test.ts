import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../content/collections';
import {
  EditRefused,
  openPage,
  savePage,
  validateFolder,
  type SaveResult,
  type Validate,
} from '../edits';
import { renamedPage, renamePage, withReferencesMoved } from './rename';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'editor-rename-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = async (file: string) => readFile(path.join(dir, file), 'utf8');
const json = async (file: string) => JSON.parse(await read(file)) as Record<string, unknown>;

/** Every file of the folder with its text, to show that a refusal wrote nothing. */
async function snapshot(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

describe('renaming a page', () => {
  it('moves a coin, the places that name it, and keeps its old address as a move', async () => {
    const result = await renamePage(dir, {
      file: 'coins/floki.json',
      slug: 'floki-inu',
      redirect: true,
    });
    expect(result).toMatchObject({
      renamed: true,
      file: 'coins/floki-inu.json',
      slug: 'floki-inu',
    });
    expect(result.message).toContain('/floki now moves to /floki-inu');
    await expect(read('coins/floki.json')).rejects.toThrow();
    const page = await json('coins/floki-inu.json');
    expect(page.slug).toBe('floki-inu');
    expect((page.catalogue as { aliases: string[] }).aliases).toEqual(['floki']);
    expect((await json('site.json')).priceList).toContain('floki-inu');

    const report = await validateFolder(dir);
    expect(report.errors).toEqual([]);
    expect(report.redirects).toContainEqual({ from: '/floki', to: '/floki-inu' });
  }, 60_000);

  it('keeps no alias when no move is asked for; an old address that is the symbol still moves', async () => {
    const result = await renamePage(dir, {
      file: 'coins/floki.json',
      slug: 'floki-inu',
      redirect: false,
    });
    // Every coin's symbol is an alias of its page, and FLOKI's is the old slug.
    expect(result.message).toContain('/floki now moves to /floki-inu');
    const page = await json('coins/floki-inu.json');
    expect(page.catalogue).not.toHaveProperty('aliases');
  }, 60_000);

  it('moves a fixed page and every link to it', async () => {
    const before = await read('pages/track.json');
    const result = await renamePage(dir, {
      file: 'pages/track.json',
      slug: 'track-a-swap',
      redirect: false,
    });
    expect(result.renamed, result.message).toBe(true);
    const after = await read('pages/track-a-swap.json');
    // Only the slug's line differs: the file keeps its layout.
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['  "slug": "track-a-swap",']);
    expect(result.message).toContain('/track now answers “page not found”, as asked.');
    const everything = [...(await snapshot()).values()].join('\n');
    expect(everything).not.toMatch(/"href": "\/track(#[^"]*)?"/);
    const report = await validateFolder(dir);
    expect(report.errors).toEqual([]);
    expect(report.redirects.map(({ from }) => from)).not.toContain('/track');
  }, 60_000);

  it('keeps a fixed page’s old address as a former one, and takes it back on a rename back', async () => {
    const result = await renamePage(dir, {
      file: 'pages/track.json',
      slug: 'track-a-swap',
      redirect: true,
    });
    expect(result.message).toContain('/track now moves to /track-a-swap.');
    expect((await json('pages/track-a-swap.json')).formerSlugs).toEqual(['track']);
    const renamed = await validateFolder(dir);
    expect(renamed.errors).toEqual([]);
    expect(renamed.redirects).toContainEqual({ from: '/track', to: '/track-a-swap' });

    const back = await renamePage(dir, {
      file: 'pages/track-a-swap.json',
      slug: 'track',
      redirect: true,
    });
    expect(back).toMatchObject({ renamed: true, file: 'pages/track.json' });
    expect(back.message).toContain('/track-a-swap now moves to /track.');
    expect((await json('pages/track.json')).formerSlugs).toEqual(['track-a-swap']);
    const report = await validateFolder(dir);
    expect(report.errors).toEqual([]);
    expect(report.redirects).toContainEqual({ from: '/track-a-swap', to: '/track' });
    expect(report.redirects.map(({ from }) => from)).not.toContain('/track');
  }, 90_000);

  it('keeps a hand-written pair’s old address as a former one', async () => {
    const result = await renamePage(dir, {
      file: 'pairs/ethtousdt.json',
      slug: 'swap-eth-for-usdt',
      redirect: true,
    });
    expect(result.message).toContain('/ethtousdt now moves to /swap-eth-for-usdt.');
    expect((await json('pairs/swap-eth-for-usdt.json')).formerSlugs).toEqual(['ethtousdt']);
    const report = await validateFolder(dir);
    expect(report.errors).toEqual([]);
    expect(report.redirects).toContainEqual({ from: '/ethtousdt', to: '/swap-eth-for-usdt' });
  }, 60_000);

  it.each([
    ['onto another page', 'bitcoin', '/bitcoin is a page already.'],
    [
      'onto a made pair',
      'flokitobitcoin',
      '/flokitobitcoin is a page already: the pair template makes it.',
    ],
    ['onto an address the server keeps', 'api', '/api is kept for the site itself'],
    ['onto a fixed page’s address', 'about', '/about is'],
    ['onto a coin’s other spelling', 'sol', '/sol is taken: it moves to /solana.'],
    ['to something that is no address', 'Floki Inu', 'cannot be an address'],
  ])(
    'refuses a rename %s, in plain words, and writes nothing',
    async (_, slug, message) => {
      const before = await snapshot();
      const rename = renamePage(dir, { file: 'coins/floki.json', slug, redirect: true });
      await expect(rename).rejects.toThrow(EditRefused);
      await expect(rename).rejects.toThrow(message);
      expect(await snapshot()).toEqual(before);
    },
    60_000,
  );

  it('refuses to rename the home page', async () => {
    await expect(
      renamePage(dir, { file: 'pages/home.json', slug: 'start', redirect: false }),
    ).rejects.toThrow('The home page is the address / and cannot be renamed.');
  });
});

describe('a rename under the content folder’s lock', () => {
  it('names the file a rename would break, and writes nothing', async () => {
    const before = await snapshot();
    // The folder as renamed, with a file broken by it (a check of the real folder is left alone).
    const breaksAbout: Validate = async (folder) => {
      const report = await validateFolder(folder);
      if (folder === dir) return report;
      const broken = { file: 'pages/about.json', path: 'blocks[1]', message: 'links to /track' };
      return { ...report, ok: false, site: report.site, errors: [...report.errors, broken] };
    };
    const result = await renamePage(
      dir,
      { file: 'pages/track.json', slug: 'track-a-swap', redirect: false },
      breaksAbout,
    );
    expect(result).toMatchObject({
      renamed: false,
      problems: [{ file: 'pages/about.json', message: 'links to /track', severity: 'error' }],
    });
    expect(result.message).toBe(
      'Not renamed: with /track moved to /track-a-swap, pages/about.json would have errors (listed below). Nothing was changed.',
    );
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('and a save racing it on one folder leave a valid folder', async () => {
    const about = await openPage(dir, 'pages/about.json');
    // The save adds a link to the address the rename is taking away.
    const linked = JSON.parse(
      JSON.stringify(about.value).replace('"href":"/how-it-works"', '"href":"/track"'),
    ) as unknown;
    expect(linked).not.toEqual(about.value);
    let saving: Promise<SaveResult> | undefined;
    let saveChecking = () => {};
    const saveChecks = new Promise<void>((resolve) => (saveChecking = resolve));
    const saveValidate: Validate = (copy) => {
      saveChecking();
      return validateFolder(copy);
    };
    const renameValidate: Validate = async (folder) => {
      if (folder !== dir && !saving) {
        // The rename has read every file and checks the folder as renamed: the save comes now.
        // Unlocked, it would check a folder that still has /track and write its link after.
        saving = savePage(dir, 'pages/about.json', linked, about.version, saveValidate);
        await Promise.race([saveChecks, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      return validateFolder(folder);
    };
    const renamed = await renamePage(
      dir,
      { file: 'pages/track.json', slug: 'track-a-swap', redirect: false },
      renameValidate,
    );
    expect(renamed.renamed, renamed.message).toBe(true);
    const saved = await saving!;
    // The save came second, saw /track gone, and was refused at the link.
    expect(saved).toMatchObject({ saved: false });
    expect(saved.problems.map((problem) => problem.message).join('\n')).toContain('/track');
    expect((await validateFolder(dir)).errors).toEqual([]);
  }, 90_000);
});

describe('what follows a renamed page', () => {
  const page = {
    kind: 'coin',
    slug: 'floki',
    catalogue: { id: 'floki', aliases: ['flokiinu'] },
    keywords: ['floki'],
    blocks: [
      {
        type: 'hero',
        buttons: [{ swap: { from: 'floki', to: 'bitcoin' } }, { href: '/floki#chart' }],
      },
      { type: 'liveRate', from: 'floki' },
      {
        type: 'text',
        body: [
          { text: 'Floki', href: '/flokitobitcoin' },
          { text: 'to Floki', href: '/usdttofloki#faq' },
          { text: 'written', href: '/flokitousdt' },
          { text: 'not Floki', href: '/flokinator' },
        ],
      },
    ],
  };

  it('moves links and coin names, and leaves the market id, words and other addresses', () => {
    const written = new Set(['flokitousdt']);
    expect(withReferencesMoved(page, 'floki', 'floki-inu', { coin: true, written })).toEqual({
      ...page,
      blocks: [
        {
          type: 'hero',
          buttons: [{ swap: { from: 'floki-inu', to: 'bitcoin' } }, { href: '/floki-inu#chart' }],
        },
        { type: 'liveRate', from: 'floki-inu' },
        {
          type: 'text',
          body: [
            { text: 'Floki', href: '/floki-inutobitcoin' },
            { text: 'to Floki', href: '/usdttofloki-inu#faq' },
            { text: 'written', href: '/flokitousdt' },
            { text: 'not Floki', href: '/flokinator' },
          ],
        },
      ],
    });
    expect(
      withReferencesMoved({ priceList: ['bitcoin', 'floki'] }, 'floki', 'floki-inu', {
        coin: true,
      }),
    ).toEqual({
      priceList: ['bitcoin', 'floki-inu'],
    });
  });

  it('keeps a coin’s old slug among its other spellings when asked', () => {
    expect(renamedPage(page, 'floki-inu', true).catalogue).toEqual({
      id: 'floki',
      aliases: ['flokiinu', 'floki'],
    });
    expect(renamedPage(page, 'flokiinu', false).catalogue).toEqual({ id: 'floki' });
  });

  it('keeps any other page’s old slug among its former ones, without the one it takes', () => {
    const about = { kind: 'fixed', slug: 'about-us', formerSlugs: ['company', 'about'] };
    expect(renamedPage(about, 'about', true).formerSlugs).toEqual(['company', 'about-us']);
    expect(renamedPage(about, 'team', false).formerSlugs).toEqual(['company', 'about']);
    expect(renamedPage({ ...about, formerSlugs: ['about'] }, 'about', false)).not.toHaveProperty(
      'formerSlugs',
    );
  });
});
