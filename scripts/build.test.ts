import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections';
import { loadContent } from '../src/content';
import { absentCoin, siteFileFixture, siteFixture } from '../tests/support/siteFixture';
import type { InitialPage } from '../src/engine/initialPage';
import type { Block } from '../src/engine/types';
import { routeForSlug } from '../src/engine/routes';
import { SERVER_CONTENT_FILE, type ServerContent } from '../src/server/content';
import { STATIC_HEADERS_FILE } from '../src/server/static-site';
import { validatePagesData } from '../src/content/validation';
import { materializeValidatorFixtures } from '../tests/support/validatorFixtures';
import { FIRST_LOAD_ROUTES, measureFirstLoadJs } from './bench/first-load';
import { buildSite, defaultCacheDir, renderedMessage } from './build';
import { prerenderSite } from './prerender';
import { loadBlockChecks } from '../src/blocks';

const realSite = siteFileFixture();
/** Another site altogether: its own name, footer and coin list, from its own content folder. */
const otherSite = {
  ...realSite,
  siteName: 'Harbour Exchange',
  footer: {
    ...realSite.footer,
    links: [
      { label: 'Our story', href: '/about' },
      { label: 'Legal terms', href: '/terms' },
    ],
  },
  // Without XRP, whose coin file is gone: Cosmos takes its row in the price list.
  priceList: realSite.priceList.map((slug) => (slug === 'xrp' ? 'atom' : slug)),
};

let work: string;
let contentDir: string;
let distDir: string;
const read = (file: string) => readFile(path.join(distDir, file), 'utf8');

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const unescapeAttribute = (value: string) =>
  value.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity]!);

/** The islands' wrappers in a page's HTML, with what each says about itself. */
function islandWrappers(html: string) {
  const found = html.matchAll(
    /<div data-island="([^"]*)" data-hydrate="([^"]*)"(?: data-code="([^"]*)" data-props="([^"]*)")?/g,
  );
  return [...found].map(([, id, hydrate, code, props]) => ({
    id: id!,
    hydrate: hydrate!,
    code: code === undefined ? undefined : unescapeAttribute(code),
    props: props === undefined ? undefined : unescapeAttribute(props),
  }));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-any-folder-'));
  // The server bundle imports react and friends, which a worker finds by walking up from it.
  await symlink(path.resolve('node_modules'), path.join(work, 'node_modules'), 'dir');
  contentDir = path.join(work, 'content');
  distDir = path.join(work, 'dist');
  await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  await writeFile(path.join(contentDir, 'site.json'), JSON.stringify(otherSite));
  await rm(path.join(contentDir, 'coins', 'xrp.json'));
  await buildSite({ pagesDir: contentDir, distDir, ssrDir: path.join(work, 'ssr') });
}, 300_000);

afterAll(() => rm(work, { recursive: true, force: true }));

describe('buildSite from another content folder', { timeout: 60_000 }, () => {
  it("puts that folder's site name and footer into every page", async () => {
    for (const file of ['index.html', 'about.html', 'bitcoin.html', '404.html']) {
      const html = await read(file);
      expect(html, file).toContain('aria-label="Harbour Exchange home page"');
      expect(html, file).toContain('Our story');
      expect(html, file).toContain('Legal terms');
      expect(html, file).not.toContain('SwapRoute home page');
    }
  });

  it('names that site in the title of the 404 page and the structured data', async () => {
    expect(await read('404.html')).toContain(
      '<title data-page-head>Page Not Found | Harbour Exchange</title>',
    );
    expect(await read('index.html')).toContain(
      '"@type":"WebApplication","name":"Harbour Exchange"',
    );
  });

  it("lists that folder's coins, and only those, on the home page", async () => {
    const home = await read('index.html');
    expect(home).toContain('href="/solana"');
    expect(home).not.toContain('href="/xrp"');
  });

  it('gives the browser and the server the same site data', async () => {
    // The app's code, which comes after the load event, carries it, in a file of its own or
    // one it shares with the blocks' own roots.
    const manifest = await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8');
    const chunks = JSON.parse(manifest) as Record<string, { file: string; imports?: string[] }>;
    const app = chunks['hydrate.tsx']!;
    const appFiles = [app.file, ...(app.imports ?? []).map((key) => chunks[key]!.file)];
    const appCode = await Promise.all(appFiles.map((file) => read(file)));
    expect(appCode.some((code) => code.includes('Harbour Exchange'))).toBe(true);
    const server = JSON.parse(await read(SERVER_CONTENT_FILE)) as ServerContent;
    expect(server.coinIds).toContain('cosmos');
    // XRP has no coin file there, yet it is still a coin of the catalogue, with a made page.
    expect(server.coinIds).toContain('ripple');
  });

  it("writes on each waking block's island where its code is and which block it is, and on no other", async () => {
    const html = await read('bitcoin.html');
    const json = /<script id="initial-page" type="application\/json">(.*?)<\/script>/s.exec(html);
    const initial = JSON.parse(json![1]!) as InitialPage & { code?: unknown };
    expect(initial.code).toBeUndefined();
    const islands = islandWrappers(html).filter(({ id }) => id.startsWith('bitcoin:'));
    expect(islands.length).toBe(initial.page!.blocks.length);
    for (const { id, hydrate, code, props } of islands) {
      const block = initial.page!.blocks[Number(id.split(':')[1])]!;
      if (hydrate === 'none') {
        expect(code, id).toBeUndefined();
        continue;
      }
      expect(JSON.parse(props!), id).toEqual({ block });
      const [files, name] = code!.split('#') as [string, string];
      const [component, ...imported] = await Promise.all(
        files.split(' ').map((file) => read(file)),
      );
      expect(component).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`));
      for (const file of imported) expect(file.length).toBeGreaterThan(0);
    }
    // The text never wakes; the hero (its swap button, on a press), the live rate, the chart,
    // the news and the FAQ do.
    const waking = islands.flatMap(({ props }) =>
      props ? [(JSON.parse(props) as { block: Block }).block.type] : [],
    );
    expect([...new Set(waking)].sort()).toEqual(['chart', 'faq', 'hero', 'liveRate', 'news']);
  });

  it("writes on each of the header's buttons where its code is, on every page", async () => {
    for (const file of ['bitcoin.html', '404.html']) {
      const buttons = islandWrappers(await read(file)).filter(({ id }) => id.startsWith('header:'));
      expect(buttons.map(({ id }) => id).sort(), file).toEqual([
        'header:menu',
        'header:search',
        'header:settings',
        'header:wallet',
      ]);
      for (const { id, hydrate, code, props } of buttons) {
        expect(hydrate, id).toBe('press');
        const [files, name] = code!.split('#') as [string, string];
        const component = await read(files.split(' ')[0]!);
        expect(component, id).toMatch(new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`));
        expect(JSON.parse(props!), id).toEqual({});
      }
    }
  });

  it("wakes a coin page's live rate without the code of the swap dialog", async () => {
    // The dialog opens on a press on a pair's swap button; in the islands' shared file it
    // brought Radix's dialog and SWR to every island (20 KB gzip by network idle).
    const liveRate = islandWrappers(await read('bitcoin.html')).find(
      ({ props }) => props && (JSON.parse(props) as { block?: Block }).block?.type === 'liveRate',
    );
    const [files] = liveRate!.code!.split('#') as [string];
    for (const file of files.split(' ')) {
      expect(await read(file), file).not.toMatch(/\bDialogContent\b|Getting the swap ready/);
    }
  });

  it("keeps the dialogs', popover's and toasts' code out of every page's first load", async () => {
    // Names the component library gives these parts in its code; they survive minifying.
    const lazyParts = [/\bDialogContent\b/, /\bPopoverContent\b/, /\bToastViewport\b/];
    const assets = await readdir(path.join(distDir, 'assets'));
    const bundle = await Promise.all(assets.map((file) => read(`assets/${file}`)));
    for (const part of lazyParts)
      expect(
        bundle.some((code) => part.test(code)),
        `${part}`,
      ).toBe(true);
    for (const route of FIRST_LOAD_ROUTES) {
      const { files } = await measureFirstLoadJs(distDir, route);
      for (const file of files) {
        const code = await read(file);
        for (const part of lazyParts)
          expect(part.test(code), `${route}: ${file} has ${part}`).toBe(false);
      }
    }
  });

  it('writes the same pages byte for byte when it renders in worker threads', async () => {
    const { pages, site, articles, knownBrokenLinks, redirects, made, catalogue } =
      await loadContent(contentDir, { blockChecks: loadBlockChecks });
    const inWorkers = path.join(work, 'dist-workers');
    await cp(path.join(work, 'ssr', 'client'), inWorkers, { recursive: true });
    const ssrEntry = path.join(work, 'ssr', 'server', 'entry-server.js');
    await prerenderSite({
      ...{ pages, site, articles, knownBrokenLinks, redirects, made, catalogue },
      distDir: inWorkers,
      ssrEntry,
      workers: 2,
    });
    for (const page of pages) {
      const route = routeForSlug(page.slug);
      const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
      expect(await readFile(path.join(inWorkers, file), 'utf8'), file).toBe(await read(file));
    }
    expect(await readFile(path.join(inWorkers, '404.html'), 'utf8')).toBe(await read('404.html'));
  }, 120_000);

  it('copies the pages rendered before with the same bundles into another output, byte for byte', async () => {
    const again = path.join(work, 'dist-again');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await buildSite({ pagesDir: contentDir, distDir: again, ssrDir: path.join(work, 'ssr-2') });
      expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(
          /^Rendered 0 pages; copied [\d,]+ rendered before from the same data/,
        ),
      );
    } finally {
      log.mockRestore();
    }
    const names = (await readdir(distDir, { recursive: true })).sort();
    expect((await readdir(again, { recursive: true })).sort()).toEqual(names);
    for (const name of names.filter((file) => /\.(html|json)$/.test(file))) {
      expect(await readFile(path.join(again, name), 'utf8'), name).toBe(await read(name));
    }
  }, 120_000);
});

describe('buildSite again after a page edit (bundles reused)', { timeout: 60_000 }, () => {
  const mtime = async (file: string) => (await stat(path.join(distDir, file))).mtimeMs;
  const exists = (file: string) =>
    stat(path.join(distDir, file)).then(
      () => true,
      () => false,
    );

  it('renders only the pages whose data changed and keeps the rest as they are', async () => {
    const aboutFile = path.join(contentDir, 'pages/about.json');
    const about = JSON.parse(await readFile(aboutFile, 'utf8')) as { title: string };
    about.title = 'About the harbour';
    await writeFile(aboutFile, JSON.stringify(about));
    await rm(path.join(contentDir, 'pairs/bitcointoethereum.json'));
    const bitcoinBefore = await mtime('bitcoin.html');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await buildSite({ pagesDir: contentDir, distDir, ssrDir: path.join(work, 'ssr') });
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(lines).toContainEqual(expect.stringMatching(/^Reused the client and server bundles/));
      // The deleted pair file's address is one the template makes, so it is rendered anew.
      expect(lines).toContainEqual(
        expect.stringMatching(/^Rendered 2 pages whose data changed; kept [\d,]+ unchanged/),
      );
    } finally {
      log.mockRestore();
    }
    expect(await read('about.html')).toContain('About the harbour');
    expect(await mtime('bitcoin.html')).toBe(bitcoinBefore);
    // The other output took its about page from the store, where the first build kept its
    // own: the edit must reach neither of them.
    const kept = await readFile(path.join(work, 'dist-again', 'about.html'), 'utf8');
    expect(kept).toContain('</html>');
    expect(kept).not.toContain('About the harbour');
  }, 120_000);

  it('deletes the files of a page that is gone from the content', async () => {
    // A page no other page links to, built once and then deleted from the folder.
    const campaignFile = path.join(contentDir, 'pages/old-campaign.json');
    const about = JSON.parse(await readFile(path.join(contentDir, 'pages/about.json'), 'utf8'));
    await writeFile(campaignFile, JSON.stringify({ ...about, slug: 'old-campaign' }));
    const ssrDir = path.join(work, 'ssr');
    await buildSite({ pagesDir: contentDir, distDir, ssrDir });
    expect(await exists('old-campaign.html')).toBe(true);
    await rm(campaignFile);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await buildSite({ pagesDir: contentDir, distDir, ssrDir });
      expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(
          /^Rendered no page: all [\d,]+ are unchanged since the last build with the same bundles; removed 1 page no longer in the content\.$/,
        ),
      );
    } finally {
      log.mockRestore();
    }
    expect(await exists('old-campaign.html')).toBe(false);
    expect(await exists('page-data/old-campaign.json')).toBe(false);
    expect(await exists('about.html')).toBe(true);
  }, 120_000);

  it('does nothing when nothing changed, and says so', async () => {
    const ssrDir = path.join(work, 'ssr');
    const aboutBefore = await mtime('about.html');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await buildSite({ pagesDir: contentDir, distDir, ssrDir });
      expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(
          /^Nothing to build: the content, the code and the settings are unchanged since the last build into .*dist\/ \(npm run build -- --fresh builds from scratch\)\.$/,
        ),
      ]);
    } finally {
      log.mockRestore();
    }
    expect(await mtime('about.html')).toBe(aboutBefore);
  }, 120_000);

  it('builds again when a file it wrote is gone or a deployment setting changed', async () => {
    const ssrDir = path.join(work, 'ssr');
    await rm(path.join(distDir, 'bitcoin.html'));
    await buildSite({ pagesDir: contentDir, distDir, ssrDir });
    expect(await read('bitcoin.html')).toContain('</html>');
    vi.stubEnv('ANALYTICS_SCRIPT_URL', 'https://stats.harbour.example/a.js');
    try {
      await buildSite({ pagesDir: contentDir, distDir, ssrDir });
      expect(await read(STATIC_HEADERS_FILE)).toContain('https://stats.harbour.example');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});

describe('renderedMessage', () => {
  it('says how many pages were rendered, kept and removed', () => {
    const record = { pages: {} };
    const sharedFiles: string[] = [];
    const copied = 0;
    expect(
      renderedMessage({ pages: 1200, rendered: 1200, removed: 0, record, sharedFiles, copied }),
    ).toBe('Rendered all 1,200 pages.');
    expect(
      renderedMessage({ pages: 1200, rendered: 1, removed: 2, record, sharedFiles, copied }),
    ).toBe(
      'Rendered 1 page whose data changed; kept 1,199 unchanged since the last build with ' +
        'the same bundles; removed 2 pages no longer in the content.',
    );
    expect(
      renderedMessage({ pages: 1200, rendered: 0, removed: 0, record, sharedFiles, copied }),
    ).toBe('Rendered no page: all 1,200 are unchanged since the last build with the same bundles.');
    expect(
      renderedMessage({ pages: 1200, rendered: 3, removed: 0, record, sharedFiles, copied: 1197 }),
    ).toBe(
      'Rendered 3 pages; copied 1,197 rendered before from the same data with the same bundles.',
    );
  });
});

describe('buildSite and the links it renders', { timeout: 60_000 }, () => {
  let linksWork: string;
  let removeFixtures: () => Promise<void>;
  beforeAll(async () => {
    const fixtures = await materializeValidatorFixtures();
    removeFixtures = fixtures.remove;
    linksWork = await mkdtemp(path.join(os.tmpdir(), 'build-links-'));
    const content = path.join(linksWork, 'content');
    await cp(path.join(fixtures.dir, 'valid'), content, { recursive: true });
  });
  afterAll(async () => {
    await rm(linksWork, { recursive: true, force: true });
    await removeFixtures();
  });

  // The price list's rows are links made from site data, which no `href` field in the files
  // shows, so only the build's check of rendered links sees them. Every listed coin is a coin
  // file, so each row leads to its page (the check's failures are tested in rendered-links).
  it('renders a price-list row for each listed coin, linking to its page', async () => {
    const content = path.join(linksWork, 'content');
    const report = await validatePagesData(content, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    const distDir = path.join(linksWork, 'dist');
    await buildSite({ pagesDir: content, distDir, ssrDir: path.join(linksWork, 'ssr') });
    const home = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const first = report.site!.priceList[0]!;
    expect(home).toContain(`href="/${first}"`);
    await expect(stat(path.join(distDir, `${first}.html`))).resolves.toBeTruthy();
  }, 180_000);
});

describe('a coin added as one file', { timeout: 60_000 }, () => {
  const coin = absentCoin(siteFixture().coins);
  let work: string;
  let content: string;
  let dist: string;
  let siteBefore: string;
  const npmRun = (...args: string[]) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/run.js', ...args],
        { timeout: 240_000, killSignal: 'SIGKILL' },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'build-new-coin-'));
    await symlink(path.resolve('node_modules'), path.join(work, 'node_modules'), 'dir');
    content = path.join(work, 'content');
    dist = path.join(work, 'dist');
    await cp(DEFAULT_CONTENT_DIR, content, { recursive: true });
    siteBefore = await readFile(path.join(content, 'site.json'), 'utf8');
    // A copy of Bitcoin's file under a coin the content does not have: its text says that coin's
    // name and symbol (so its title and description are its own), and so do its identity and
    // catalogue facts.
    const bitcoin = await readFile(path.join(content, 'coins', 'bitcoin.json'), 'utf8');
    const page = JSON.parse(
      bitcoin.replaceAll('Bitcoin', coin.name).replaceAll('BTC', coin.symbol),
    );
    page.slug = coin.slug;
    page.catalogue = coin.catalogue;
    await writeFile(
      path.join(content, 'coins', `${coin.slug}.json`),
      JSON.stringify(page, null, 2),
    );
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('passes npm run validate and builds its page and its pairs, with site.json untouched', async () => {
    const validated = await npmRun('validate', content);
    expect(validated.output).toMatch(/No problems|No errors/);
    expect(validated.code).toBe(0);
    const built = await npmRun(
      'build',
      '--out',
      dist,
      '--ssr-dir',
      path.join(work, 'ssr'),
      content,
    );
    expect(built.code, built.output).toBe(0);
    const pages = [
      coin.slug,
      `${coin.slug}tobitcoin`,
      `bitcointo${coin.slug}`,
      `usdtto${coin.slug}`,
    ];
    for (const page of pages) {
      await expect(stat(path.join(dist, `${page}.html`)), page).resolves.toBeTruthy();
    }
    expect(await readFile(path.join(dist, `${coin.slug}tobitcoin.html`), 'utf8')).toContain(
      `Swap ${coin.name} to Bitcoin (${coin.symbol} to BTC)`,
    );
    expect(await readFile(path.join(content, 'site.json'), 'utf8')).toBe(siteBefore);
    // Not in the price list, which names its coins in site.json: the home rows are as before.
    const server = JSON.parse(await readFile(path.join(dist, SERVER_CONTENT_FILE), 'utf8'));
    expect((server as ServerContent).coinIds).toContain(coin.catalogue.id);
    const home = await readFile(path.join(dist, 'index.html'), 'utf8');
    expect(home).not.toContain(`href="/${coin.slug}"`);
    // Run under Vitest's NODE_ENV=test, the command still makes React's production code.
    expect(built.output).toContain('NODE_ENV is test; building the production site');
    const scripts = (await readdir(path.join(dist, 'assets'))).filter((name) =>
      name.endsWith('.js'),
    );
    for (const name of scripts) {
      expect(await readFile(path.join(dist, 'assets', name), 'utf8'), name).not.toContain('jsxDEV');
    }
  }, 300_000);
});

describe('the bundling process a build starts before it checks', { timeout: 60_000 }, () => {
  const childProcesses = () =>
    process.getActiveResourcesInfo().filter((kind) => kind === 'ProcessWrap').length;

  it('is stopped when the content has errors, and nothing is built', async () => {
    const before = childProcesses();
    const folder = await mkdtemp(path.join(os.tmpdir(), 'build-broken-'));
    try {
      const broken = path.join(folder, 'content');
      await cp(DEFAULT_CONTENT_DIR, broken, { recursive: true });
      const aboutFile = path.join(broken, 'pages', 'about.json');
      const about = JSON.parse(await readFile(aboutFile, 'utf8')) as Record<string, unknown>;
      await writeFile(aboutFile, JSON.stringify({ ...about, title: 42 }));
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        // No bundles anywhere: the build starts its bundling process before it checks.
        await expect(
          buildSite({
            pagesDir: broken,
            distDir: path.join(folder, 'dist'),
            ssrDir: path.join(folder, 'ssr'),
            cacheDir: path.join(folder, 'cache'),
          }),
        ).rejects.toThrow('The page data has errors; nothing was built.');
        expect(errors.mock.calls.join('\n')).toContain('about.json');
      } finally {
        errors.mockRestore();
        log.mockRestore();
      }
      await vi.waitFor(() => expect(childProcesses()).toBe(before), { timeout: 5_000 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("is stopped when the build takes stored bundles instead, and a stopped build's is gone", async () => {
    const before = childProcesses();
    const folder = await mkdtemp(path.join(os.tmpdir(), 'build-guessed-'));
    // What a build stopped with Ctrl-C while it bundled leaves: this build deletes it.
    const ended = spawn(process.execPath, ['-e', '']);
    await once(ended, 'exit');
    const left = path.join(defaultCacheDir, 'staging', `bundles-${ended.pid}-1`);
    await mkdir(path.join(left, 'client'), { recursive: true });
    try {
      // A content folder no build has checked, whose bundles the cache has (the first build's):
      // the build guesses it will bundle, then finds them stored.
      const copy = path.join(folder, 'content');
      await cp(contentDir, copy, { recursive: true });
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await buildSite({
          pagesDir: copy,
          distDir: path.join(folder, 'dist'),
          ssrDir: path.join(folder, 'ssr'),
        });
        expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(
          expect.stringMatching(/^Copied the client and server bundles an earlier build made/),
        );
        expect(existsSync(left)).toBe(false);
      } finally {
        log.mockRestore();
      }
      await vi.waitFor(() => expect(childProcesses()).toBe(before), { timeout: 5_000 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
