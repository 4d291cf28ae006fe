import { describe, expect, it } from 'vitest';
import { pageFormSchema } from '../page/schemas';
import { publishSummary } from './summary';
import type { PendingChanges } from './types';

const bitcoin = {
  kind: 'coin',
  slug: 'bitcoin',
  name: 'Bitcoin',
  title: 'Swap Bitcoin (BTC) | SwapRoute',
  blocks: [
    { type: 'callout', tone: 'tip', text: 'Fees are shown before you swap.' },
    {
      type: 'faq',
      heading: 'Frequently Asked Questions',
      items: [1, 2, 3].map((n) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` })),
    },
  ],
};

const withAnswer = (answer: string) => {
  const page = structuredClone(bitcoin);
  page.blocks[1]!.items![2]!.answer = answer;
  return page;
};

const dogecoin = { kind: 'coin', slug: 'dogecoin', name: 'Dogecoin', title: 'Dogecoin' };

describe('what Publish will send, in words', () => {
  it('names a changed FAQ answer by the form’s labels, and a new page by its name and address', () => {
    const changes: PendingChanges = {
      files: [
        { file: 'coins/bitcoin.json', change: 'changed' },
        { file: 'coins/dogecoin.json', change: 'added' },
      ],
      diff: '',
      values: {
        'coins/bitcoin.json': { before: bitcoin, after: withAnswer('Answer 3, longer.') },
        'coins/dogecoin.json': { after: dogecoin },
      },
    };
    const { pages, others } = publishSummary(changes, pageFormSchema);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatchObject({
      name: 'Bitcoin',
      address: '/bitcoin',
      change: 'changed',
    });
    // The FAQ's third answer, under the form's own labels (whatever the words helper names them).
    expect(pages[0]!.fields).toHaveLength(1);
    expect(pages[0]!.fields[0]).toBe('Block 2, Questions and answers › Question 3 › Answer');
    expect(pages[0]!.fields[0]).not.toMatch(/blocks|items|\[/);
    expect(pages[1]).toEqual({
      file: 'coins/dogecoin.json',
      name: 'Dogecoin',
      address: '/dogecoin',
      change: 'new',
      fields: [],
    });
    expect(others).toEqual([]);
  });

  it('names a block moved and edited as one move and its own change, not the blocks it passed', () => {
    const edited = withAnswer('Answer 3, longer.');
    const movedAndEdited = { ...edited, blocks: [...edited.blocks].reverse() };
    const { pages } = publishSummary(
      {
        files: [{ file: 'coins/bitcoin.json', change: 'changed' }],
        diff: '',
        values: { 'coins/bitcoin.json': { before: bitcoin, after: movedAndEdited } },
      },
      pageFormSchema,
    );
    expect(pages[0]!.fields).toEqual([
      'Blocks (order changed)',
      'Block 1, Questions and answers › Question 3 › Answer',
    ]);
  });

  it('tells a move of the blocks, a rename and a removal from a change', () => {
    const moved = { ...bitcoin, blocks: [...bitcoin.blocks].reverse() };
    const about = { kind: 'fixed', slug: 'about', title: 'About Us | SwapRoute' };
    const privacy = { kind: 'fixed', slug: 'privacy', title: 'Privacy Policy | SwapRoute' };
    const { pages, others } = publishSummary(
      {
        files: [
          { file: 'coins/bitcoin.json', change: 'changed' },
          { file: 'pages/about-us.json', change: 'added' },
          { file: 'pages/about.json', change: 'removed' },
          { file: 'pages/privacy.json', change: 'removed' },
          { file: 'site.json', change: 'changed' },
        ],
        diff: '',
        values: {
          'coins/bitcoin.json': { before: bitcoin, after: moved },
          'pages/about-us.json': {
            after: { ...about, slug: 'about-us', formerSlugs: ['about'] },
          },
          'pages/about.json': { before: about },
          'pages/privacy.json': { before: privacy },
          'site.json': { before: {}, after: { siteName: 'SwapRoute' } },
        },
      },
      pageFormSchema,
    );
    expect(
      pages.map(({ name, address, change, formerAddress, fields }) => ({
        name,
        address,
        change,
        formerAddress,
        fields,
      })),
    ).toEqual([
      {
        name: 'Bitcoin',
        address: '/bitcoin',
        change: 'changed',
        formerAddress: undefined,
        fields: [expect.stringMatching(/ \(order changed\)$/)],
      },
      {
        name: 'About Us',
        address: '/about-us',
        change: 'renamed',
        formerAddress: '/about',
        fields: [],
      },
      {
        name: 'Privacy Policy',
        address: '/privacy',
        change: 'removed',
        formerAddress: undefined,
        fields: [],
      },
    ]);
    expect(others).toEqual([{ file: 'site.json', change: 'changed' }]);
  });
});
