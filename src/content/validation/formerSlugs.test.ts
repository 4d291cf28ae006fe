import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../blocks';
import { DEFAULT_CONTENT_DIR } from '../collections';
import { slugRole } from '../contentFiles';
import { validatePagesData } from './index';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'former-slugs-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const validate = () => validatePagesData(dir, { blockChecks: loadBlockChecks, relativeTo: dir });

async function edit(file: string, change: (page: Record<string, unknown>) => void) {
  const at = path.join(dir, file);
  const page = JSON.parse(await readFile(at, 'utf8')) as Record<string, unknown>;
  change(page);
  await writeFile(at, JSON.stringify(page, null, 2));
}

/** The errors of a report as "file field: message" lines. */
const errorLines = (report: Awaited<ReturnType<typeof validate>>) =>
  report.errors.map(({ file, path: at, message }) => `${file} ${at}: ${message}`);

describe('a page’s former addresses', () => {
  it('move to the page, for links, the server’s list and the slug’s role', async () => {
    await edit('pages/about.json', (page) => {
      page.slug = 'about-us';
      page.formerSlugs = ['about', 'company'];
    });
    await rename(path.join(dir, 'pages/about.json'), path.join(dir, 'pages/about-us.json'));
    const report = await validate();
    // site.json and other pages still link to /about: a link through a move is a link to its page.
    expect(JSON.stringify(report.site)).toContain('"/about"');
    expect(errorLines(report)).toEqual([]);
    expect(report.redirects).toContainEqual({ from: '/about', to: '/about-us' });
    expect(report.redirects).toContainEqual({ from: '/company', to: '/about-us' });
    expect(slugRole('about', report)).toEqual({ is: 'redirect', to: '/about-us' });
  }, 60_000);

  it('are not listed twice when the site moves the address to the page already', async () => {
    // A hand-written pair takes over its coins' usual pair address by itself.
    await edit('pairs/ethtousdt.json', (page) => (page.formerSlugs = ['ethereumtousdt']));
    const report = await validate();
    expect(errorLines(report)).toEqual([]);
    const moves = report.redirects.filter(({ from }) => from === '/ethereumtousdt');
    expect(moves).toEqual([{ from: '/ethereumtousdt', to: '/ethtousdt' }]);
  }, 60_000);

  it('may be no address the site has, each refused at its own field', async () => {
    const before = await validate();
    const madeCoin = before.catalogue.find((coin) => !coin.written)!;
    await edit('pages/docs.json', (page) => {
      page.formerSlugs = [
        'docs',
        'terms',
        'api',
        'btc',
        'bitcointosolana',
        'ethtobtc',
        madeCoin.slug,
        `${madeCoin.slug}tobitcoin`,
        'help',
      ];
    });
    await edit('pages/track.json', (page) => (page.formerSlugs = ['help']));
    const lines = errorLines(await validate());
    const made = `${madeCoin.name} to Bitcoin`;
    expect(lines).toEqual([
      'pages/docs.json formerSlugs[0]: former address /docs is this page’s own address; remove it',
      'pages/docs.json formerSlugs[1]: former address /terms is the address of pages/terms.json; a page’s address cannot move',
      'pages/docs.json formerSlugs[2]: former address /api is reserved for the site’s server (api, page-data, assets, 404); remove it',
      'pages/docs.json formerSlugs[3]: former address /btc is another spelling of the coin /bitcoin, and moves there',
      'pages/docs.json formerSlugs[4]: former address /bitcointosolana is the pair page templates/pair.json makes; it cannot move',
      'pages/docs.json formerSlugs[5]: former address /ethtobtc already moves to /ethereumtobitcoin; remove it here',
      `pages/docs.json formerSlugs[6]: former address /${madeCoin.slug} is the page the coin template makes for ${madeCoin.name}`,
      `pages/docs.json formerSlugs[7]: former address /${madeCoin.slug}tobitcoin is the page the pair template makes for ${made}`,
      'pages/track.json formerSlugs[0]: former address /help is already a former address of pages/docs.json; keep it on one page',
    ]);
  }, 60_000);

  it('are refused on a pair page when a fixed page’s address is among them', async () => {
    await edit('pairs/ethtousdt.json', (page) => (page.formerSlugs = ['privacy']));
    expect(errorLines(await validate())).toEqual([
      'pairs/ethtousdt.json formerSlugs[0]: former address /privacy is reserved for the site’s fixed pages (home, how-it-works, docs, about, terms, privacy); remove it',
    ]);
  }, 60_000);

  it('belong to fixed and pair pages only: a coin keeps its old addresses as aliases', async () => {
    await edit('coins/bitcoin.json', (page) => (page.formerSlugs = ['bitcoin-old']));
    await edit('pages/home.json', (page) => (page.formerSlugs = ['start']));
    const lines = errorLines(await validate());
    expect(lines).toEqual([
      'coins/bitcoin.json formerSlugs: is not allowed here',
      'pages/home.json formerSlugs: is not allowed here',
    ]);
  }, 60_000);
});
