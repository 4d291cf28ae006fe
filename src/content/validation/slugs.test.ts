import { describe, expect, it } from 'vitest';
import { checkSlugs } from './slugs';

const page = (file: string, slug: unknown, kind = 'coin') => ({ file, value: { kind, slug } });
const problemsOf = async (...args: Parameters<typeof checkSlugs>) =>
  (await checkSlugs(...args)).problems;

describe('checkSlugs', () => {
  it('accepts slugs that match their file names', async () => {
    expect(
      await problemsOf([
        page('coins/bitcoin.json', 'bitcoin'),
        page('pages/home.json', 'home', 'home'),
      ]),
    ).toEqual([]);
  });

  it('requires the slug to match the file name', async () => {
    expect(await problemsOf([page('coins/bitcoin.json', 'btc')])).toEqual([
      {
        file: 'coins/bitcoin.json',
        path: 'slug',
        message: 'slug "btc" must match the file name "bitcoin.json"',
      },
    ]);
  });

  it('reports a slug used twice once, on the file git added last', async () => {
    const files = [
      page('coins/bitcoin.json', 'bitcoin'),
      page('pairs/bitcoin.json', 'bitcoin', 'pair'),
    ];
    const pairsFirst = async () =>
      new Map([
        ['pairs/bitcoin.json', 100],
        ['coins/bitcoin.json', 200],
      ]);
    const check = await checkSlugs(files, pairsFirst);
    expect(check.problems).toEqual([
      {
        file: 'coins/bitcoin.json',
        path: 'slug',
        message:
          'slug "bitcoin" is already the slug of pairs/bitcoin.json, an older file; give this page another slug, and its file the same name',
      },
    ]);
    expect([...check.repeats]).toEqual(['coins/bitcoin.json']);
  });

  it('takes a file git does not know yet as the newer one', async () => {
    const files = [
      page('coins/bitcoin.json', 'bitcoin'),
      page('pairs/bitcoin.json', 'bitcoin', 'pair'),
    ];
    const check = await checkSlugs(files, async () => new Map([['pairs/bitcoin.json', 100]]));
    expect([...check.repeats]).toEqual(['coins/bitcoin.json']);
  });

  it('without history, takes the copy (its name is not its slug), else the later path, as newer', async () => {
    const copied = await checkSlugs([
      page('pages/about.json', 'terms', 'fixed'),
      page('pages/terms.json', 'terms', 'fixed'),
    ]);
    expect(copied.problems).toEqual([
      {
        file: 'pages/about.json',
        path: 'slug',
        message:
          'slug "terms" is already the slug of pages/terms.json, an older file; give this page its own slug, such as "about" as its file name says',
      },
    ]);
    const twoFolders = await checkSlugs([
      page('pairs/bitcoin.json', 'bitcoin', 'pair'),
      page('coins/bitcoin.json', 'bitcoin'),
    ]);
    expect([...twoFolders.repeats]).toEqual(['pairs/bitcoin.json']);
  });

  it('gives three files of one slug two problems, one on each newer file', async () => {
    const check = await checkSlugs([
      page('coins/x.json', 'x'),
      page('pairs/x.json', 'x', 'pair'),
      page('pages/x.json', 'x', 'fixed'),
    ]);
    expect(check.problems.map(({ file }) => file)).toEqual(['pairs/x.json', 'pages/x.json']);
    expect(check.problems.every(({ message }) => message.includes('of coins/x.json'))).toBe(true);
  });

  it('keeps the fixed page slugs for fixed pages', async () => {
    expect(await problemsOf([page('pages/about.json', 'about', 'fixed')])).toEqual([]);
    expect(
      (await problemsOf([page('coins/about.json', 'about')])).map((problem) => problem.message),
    ).toEqual([
      'slug "about" is reserved for the site\'s fixed pages (home, how-it-works, docs, about, terms, privacy); choose another',
    ]);
  });

  it("keeps the server's paths for the server", async () => {
    expect(
      (await problemsOf([page('pages/api.json', 'api', 'fixed')])).map(
        (problem) => problem.message,
      ),
    ).toEqual([
      'slug "api" is reserved for the site\'s server (api, page-data, assets, 404); choose another',
    ]);
  });

  it('leaves a missing slug to the schema check', async () => {
    expect(await problemsOf([page('coins/bitcoin.json', 42)])).toEqual([]);
  });
});
