import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../collections';
import { checkPageInvariants } from './pageInvariants';

type Block = { type: string; id?: string; buttons?: { href?: string; swap?: object }[] };
type Page = { kind: string; blocks: Block[] };

async function realPage(file: string): Promise<Page> {
  return JSON.parse(await readFile(path.join(DEFAULT_CONTENT_DIR, file), 'utf8')) as Page;
}

const withoutType = (type: string) => (page: Page) => {
  page.blocks = page.blocks.filter((block) => block.type !== type);
};
const hero = (page: Page) => page.blocks.find((block) => block.type === 'hero')!;

const breakages: [
  file: string,
  what: string,
  brk: (page: Page) => void,
  at: string,
  says: RegExp,
][] = [
  [
    'pages/home.json',
    'the swap widget',
    withoutType('swapWidget'),
    'blocks',
    /home page must keep its Swap widget/,
  ],
  [
    'pages/home.json',
    'the price list',
    withoutType('priceList'),
    'blocks',
    /home page must keep its live price list/,
  ],
  [
    'coins/bitcoin.json',
    'the hero swap button',
    (page) => {
      hero(page).buttons = hero(page).buttons!.filter((button) => !button.swap);
    },
    'blocks[0]',
    /coin page must keep a swap button/,
  ],
  [
    'coins/bitcoin.json',
    'the View Price Chart button',
    (page) => {
      hero(page).buttons = hero(page).buttons!.filter((button) => button.href !== '#chart');
    },
    'blocks[0]',
    /coin page must keep its "View Price Chart" button/,
  ],
  [
    'coins/bitcoin.json',
    'the chart',
    withoutType('chart'),
    'blocks',
    /coin page must keep its price chart/,
  ],
  [
    'coins/bitcoin.json',
    'the chart’s anchor',
    (page) => {
      delete page.blocks.find((block) => block.type === 'chart')!.id;
    },
    'blocks',
    /anchor "chart"/,
  ],
  [
    'coins/bitcoin.json',
    'the FAQ',
    withoutType('faq'),
    'blocks',
    /coin page must keep its FAQ of 5/,
  ],
  [
    'coins/bitcoin.json',
    'the news',
    withoutType('news'),
    'blocks',
    /coin page must keep its latest news/,
  ],
  [
    'pairs/bitcointousdt.json',
    'the hero swap button',
    (page) => {
      hero(page).buttons = hero(page).buttons!.filter((button) => !button.swap);
    },
    'blocks[0]',
    /pair page must keep a swap button/,
  ],
  [
    'pairs/bitcointousdt.json',
    'the chart',
    withoutType('chart'),
    'blocks',
    /pair page must keep its price chart/,
  ],
  [
    'pairs/bitcointousdt.json',
    'the FAQ',
    withoutType('faq'),
    'blocks',
    /pair page must keep its FAQ of 5/,
  ],
];

describe('page invariants', () => {
  it('hold on every real page file', async () => {
    for (const file of [
      'pages/home.json',
      'coins/bitcoin.json',
      'pairs/bitcointousdt.json',
      'pages/about.json',
    ]) {
      expect(checkPageInvariants([{ file, value: await realPage(file) }]), file).toEqual([]);
    }
  });

  it.each(breakages)(
    '%s without %s is one problem, named at its place',
    async (file, _what, brk, at, says) => {
      const page = await realPage(file);
      brk(page);
      const problems = checkPageInvariants([{ file, value: page }]);
      expect(problems).toEqual([{ file, path: at, message: expect.stringMatching(says) }]);
    },
  );

  it('asks nothing of a fixed page, and leaves a page without blocks to the schema', async () => {
    const about = await realPage('pages/about.json');
    expect(
      checkPageInvariants([
        { file: 'pages/about.json', value: { ...about, blocks: [about.blocks[0]] } },
      ]),
    ).toEqual([]);
    expect(
      checkPageInvariants([{ file: 'pages/home.json', value: { kind: 'home', blocks: 'none' } }]),
    ).toEqual([]);
  });

  it('names a missing hero swap button at the page’s blocks when there is no hero at all', async () => {
    const page = await realPage('coins/bitcoin.json');
    withoutType('hero')(page);
    expect(
      checkPageInvariants([{ file: 'coins/bitcoin.json', value: page }]).map((p) => p.path),
    ).toEqual(['blocks', 'blocks']);
  });
});
