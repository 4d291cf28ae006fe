import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator, SCHEMA_IDS } from './schemas';
import { siteFileFixture } from '../../../tests/support/siteFixture';

function problems(schemaId: string, data: unknown): string[] {
  const validate = getSchemaValidator(schemaId);
  validate(data);
  return describeSchemaErrors(validate.errors ?? []).map(
    ({ path, message }) => `${path}  ${message}`,
  );
}

const coinPage = (changes: Record<string, unknown> = {}) => ({
  kind: 'coin',
  slug: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  catalogue: {
    id: 'bitcoin',
    color: '#f7931a',
    widget: { chain: 'BITCOIN', token: 'BTC', decimals: 8 },
    pair: {
      network: 'Bitcoin',
      confirmationTime: 'about 10 minutes a block',
      swapTime: '10-60 minutes',
      minimumSwap: '0.001 BTC',
    },
  },
  title: 'Swap Bitcoin',
  description: 'Swap Bitcoin from your own wallet.',
  keywords: ['bitcoin'],
  blocks: [{ type: 'hero', heading: 'Bitcoin', blurb: 'Swap BTC.' }],
  ...changes,
});

const coinPageWithout = (field: string) =>
  Object.fromEntries(Object.entries(coinPage()).filter(([key]) => key !== field));

const pageProblems = (changes: Record<string, unknown>) =>
  problems(SCHEMA_IDS.page, coinPage(changes));
const blockProblems = (...blocks: unknown[]) => pageProblems({ blocks });

const fiveQuestions = Array.from({ length: 5 }, (_, i) => ({
  question: `Q${i}?`,
  answer: `A${i}.`,
}));

describe('describeSchemaErrors', () => {
  it('accepts a valid page', () => {
    expect(pageProblems({})).toEqual([]);
  });

  it('names the expected and the received type', () => {
    expect(pageProblems({ title: 42, keywords: 'bitcoin' })).toEqual([
      'title  must be a string (got number)',
      'keywords  must be a list (got string)',
    ]);
  });

  it('shows the number when a whole number is expected', () => {
    const site = siteFileFixture();
    const data = { ...site, stats: { ...site.stats, totalUsers: 20.5 } };
    expect(problems(SCHEMA_IDS.site, data)).toEqual([
      'stats.totalUsers  must be a whole number (got 20.5)',
    ]);
  });

  it('reports a missing field at the path it should have', () => {
    expect(problems(SCHEMA_IDS.page, coinPageWithout('title'))).toEqual([
      'title  missing required field "title"',
    ]);
    expect(blockProblems({ type: 'hero', heading: 'Bitcoin' })).toEqual([
      'blocks[0].blurb  missing required field "blurb"',
    ]);
  });

  it('reports a field that only coin pages require without if/then noise', () => {
    expect(problems(SCHEMA_IDS.page, coinPageWithout('symbol'))).toEqual([
      'symbol  missing required field "symbol"',
    ]);
  });

  it('keeps catalogue facts to coin pages, where they are required', () => {
    expect(problems(SCHEMA_IDS.page, coinPageWithout('catalogue'))).toEqual([
      'catalogue  missing required field "catalogue"',
    ]);
    expect(pageProblems({ kind: 'fixed' })).toEqual(['catalogue  is not allowed here']);
  });

  it('reports an unknown field at its own path, with a suggestion for a typo', () => {
    expect(
      pageProblems({
        colour: 'red',
        blocks: [{ type: 'hero', heading: 'Bitcoin', blurb: 'Swap BTC.', heding: 'x' }],
      }),
    ).toEqual([
      'colour  unknown field "colour"',
      'blocks[0].heding  unknown field "heding" (did you mean "heading"?)',
    ]);
  });

  it('reports an unknown block type once, listing the known types from the schema', () => {
    const [line, ...rest] = blockProblems({ type: 'carousel', slides: [] });
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /^blocks\[0\]\.type {2}unknown block type "carousel" \(known types: (.+)\)$/,
    );
    const known = /known types: (.+)\)$/.exec(line!)![1]!.split(', ');
    expect(known).toEqual([...known].sort());
    expect(known).toEqual(expect.arrayContaining(['chart', 'faq', 'hero', 'pairs', 'textSection']));
  });

  it('asks whether a block type written in other capitals is the known one', () => {
    const [line] = blockProblems({ type: 'News', heading: 'News', keywords: ['bitcoin'] });
    expect(line).toMatch(
      /^blocks\[0\]\.type {2}unknown block type "News"; did you mean "news"\? \(known types: /,
    );
  });

  it("reports only the chosen block schema's errors for a known type", () => {
    expect(blockProblems({ type: 'faq', items: fiveQuestions })).toEqual([
      'blocks[0].heading  missing required field "heading"',
    ]);
  });

  it('reports a block type that is not text', () => {
    const [line] = blockProblems({ type: 5 });
    expect(line).toMatch(
      /^blocks\[0\]\.type {2}unknown block type 5 \(known types: [\w, ]*\bchart, /,
    );
  });

  it('reports a block without a type as a missing field', () => {
    expect(blockProblems({ heading: 'x' })).toEqual([
      'blocks[0].type  missing required field "type"',
    ]);
  });

  it('lists the allowed values of const and enum', () => {
    expect(pageProblems({ kind: 'page' })).toEqual([
      'kind  must be one of: home, fixed, coin, pair (got "page")',
    ]);
    const swapInfo = {
      type: 'swapInfo',
      heading: 'Swap Information',
      from: 'Bitcoin (BTC)',
      to: 'Ethereum (ETH)',
      exchangeType: 'Cross Chain',
      estimatedTime: '10-30 minutes',
      minimumAmount: '0.001 BTC',
    };
    expect(blockProblems(swapInfo)).toEqual([
      'blocks[0].exchangeType  must be one of: Cross-Chain Swap, Same-Chain Swap, Same-Chain or Cross-Chain Swap, Swap (got "Cross Chain")',
    ]);
  });

  it('counts items', () => {
    const button = { label: 'Go', href: '/' };
    expect(
      blockProblems(
        { type: 'faq', heading: 'FAQ', items: fiveQuestions.slice(0, 4) },
        { type: 'lists', lists: [] },
        { type: 'hero', heading: 'H', blurb: 'B', buttons: [button, button, button, button] },
      ),
    ).toEqual([
      'blocks[0].items  must have exactly 5 items (has 4)',
      'blocks[1].lists  must have at least 1 item (has 0)',
      'blocks[2].buttons  must have at most 3 items (has 4)',
    ]);
  });

  it("explains a pattern with the schema's description, else says the format is wrong", () => {
    const chart = {
      type: 'chart',
      id: 'chart',
      heading: 'Chart',
      fromSymbol: 'BTC',
      toSymbol: 'eth',
    };
    expect(
      blockProblems(
        { type: 'hero', heading: 'H', blurb: 'B', buttons: [{ label: 'Go', href: 'htp://x' }] },
        chart,
      ),
    ).toEqual([
      'blocks[0].buttons[0].href  must be an internal path such as /bitcoin or /bitcoin#chart (with a query of plain words such as /?from=solana&to=usdt, the home page\'s swap widget on a pair), an in-page anchor such as #chart, an https:// address or a mailto: address (got "htp://x")',
      'blocks[1].toSymbol  must be the second coin of the pair as its symbol in capitals, 2 to 10 letters or digits, such as USDT, or USD for a price in dollars (got "eth")',
    ]);
  });

  it('cuts long received values to about 40 characters', () => {
    expect(pageProblems({ symbol: 'B'.repeat(60) })).toEqual([
      'symbol  must be the coin\'s ticker in capitals, such as BTC (got "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB…)',
    ]);
  });

  it('says empty text must not be empty, and counts characters beyond a maximum', () => {
    expect(pageProblems({ description: '', title: 'x'.repeat(121) })).toEqual([
      'title  must be at most 120 characters long (has 121)',
      'description  must not be empty',
    ]);
  });

  it('collapses the alternatives of rich text into one line', () => {
    const body = ['Fine.', ['Read ', { text: 'how it works' }, '.'], 5];
    expect(blockProblems({ type: 'textSection', heading: 'About', body })).toEqual([
      'blocks[0].body[1][1]  must be text, a link {text, href} or {strong} (got {"text":"how it works"})',
      'blocks[0].body[2]  must be text or a list of: text, a link {text, href} or {strong} (got 5)',
    ]);
  });

  it('reports the field that fails inside the rich-text shape that fits', () => {
    const body = [['See ', { text: 'the chart', href: 'chart' }]];
    expect(blockProblems({ type: 'textSection', heading: 'About', body })).toEqual([
      'blocks[0].body[0][1].href  must be an internal path such as /bitcoin or /bitcoin#chart (with a query of plain words such as /?from=solana&to=usdt, the home page\'s swap widget on a pair), an in-page anchor such as #chart, an https:// address or a mailto: address (got "chart")',
    ]);
  });

  it('reports a repeated entry', () => {
    expect(problems(SCHEMA_IDS.knownBrokenLinks, { links: ['/a', '/b', '/a'] })).toEqual([
      'links  must not list the same item twice (items [0] and [2] are the same)',
    ]);
  });

  it('prints a problem once even when ajv reports it twice', () => {
    const error: ErrorObject = {
      keyword: 'type',
      instancePath: '/title',
      schemaPath: '#/properties/title/type',
      params: { type: 'string' },
      data: 42,
    };
    expect(describeSchemaErrors([error, { ...error }])).toEqual([
      { path: 'title', message: 'must be a string (got number)' },
    ]);
  });
});
