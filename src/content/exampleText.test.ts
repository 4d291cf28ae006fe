import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './collections';
import { checkExampleText, EXAMPLE_MARK, markAsExample } from './exampleText';
import { schemaDir } from './validation/schemas';

const faqExample = async () => {
  const schema = JSON.parse(
    await readFile(path.join(schemaDir, 'blocks', 'faq.schema.json'), 'utf8'),
  ) as { examples: { items: { question: string }[] }[] };
  return schema.examples[0]!;
};

describe('example text in a new block', () => {
  it('marks the prose of a block’s example, and leaves its type, anchor and links', () => {
    const marked = markAsExample({
      type: 'pairs',
      id: 'pairs',
      heading: 'Popular BNB Pairs',
      links: [{ label: 'BNB to BTC', href: '/bnbtobitcoin' }],
    });
    expect(marked).toEqual({
      type: 'pairs',
      id: 'pairs',
      heading: `${EXAMPLE_MARK}Popular BNB Pairs`,
      links: [{ label: `${EXAMPLE_MARK}BNB to BTC`, href: '/bnbtobitcoin' }],
    });
  });

  it('refuses a real page given a new block that still holds its example, naming the field', async () => {
    const page = JSON.parse(
      await readFile(path.join(DEFAULT_CONTENT_DIR, 'coins', 'bitcoin.json'), 'utf8'),
    ) as { blocks: unknown[] };
    expect(checkExampleText([{ file: 'coins/bitcoin.json', value: page }])).toEqual([]);
    page.blocks.push(markAsExample(await faqExample()));
    const [problem, ...others] = checkExampleText([{ file: 'coins/bitcoin.json', value: page }]);
    expect(others).toEqual([]);
    expect(problem).toEqual({
      file: 'coins/bitcoin.json',
      path: `blocks[${page.blocks.length - 1}].heading`,
      message: expect.stringMatching(
        /^is still the example text of a new block \("Frequently Asked Questions"\), and 10 more fields of this block do too: write this page's own text$/,
      ),
    });
  });

  it('passes the block once its text is the page’s own', async () => {
    const example = markAsExample(await faqExample());
    const written = JSON.parse(JSON.stringify(example).replaceAll(EXAMPLE_MARK, '')) as object;
    expect(checkExampleText([{ file: 'x.json', value: { blocks: [written] } }])).toEqual([]);
  });
});
