import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../content/collections';
import {
  markSelection,
  paragraphToText,
  textToParagraph,
  textToRuns,
  type Paragraph,
} from './paragraphText';

describe('a paragraph as the marketer types it', () => {
  it('stays a plain string while it has no bold word and no link', () => {
    expect(textToParagraph('Swap in minutes.\nNo account.')).toBe('Swap in minutes.\nNo account.');
  });

  it('keeps every word when one is made bold and another a link', () => {
    expect(textToParagraph('Swap **fast** with [our guide](/docs#start) today.')).toEqual([
      'Swap ',
      { strong: 'fast' },
      ' with ',
      { text: 'our guide', href: '/docs#start' },
      ' today.',
    ]);
  });

  it('keeps markup that does not close as the characters typed', () => {
    expect(textToParagraph('5 * 3 and [draft')).toBe('5 * 3 and [draft');
    expect(textToParagraph('**open')).toBe('**open');
  });

  it('writes stars and brackets of plain text so they come back as text', () => {
    const plain = 'Rates marked * are indicative [updated hourly](soon)';
    expect(textToParagraph(paragraphToText(plain))).toBe(plain);
  });

  it('turns an empty text into an empty paragraph, and runs into a list', () => {
    expect(textToParagraph('')).toBe('');
    expect(textToRuns('')).toEqual([]);
    expect(textToRuns('just words')).toEqual(['just words']);
  });

  it('reads back every paragraph and run list of the content folder unchanged', async () => {
    const found: Paragraph[] = [];
    const collect = (node: unknown): void => {
      if (typeof node === 'string') found.push(node);
      else if (Array.isArray(node)) {
        const runs = node.every(
          (item) =>
            typeof item === 'string' ||
            (typeof item === 'object' &&
              item !== null &&
              ['strong', 'text,href'].includes(Object.keys(item).sort().join(','))),
        );
        if (runs && node.some((item) => typeof item !== 'string')) found.push(node as Paragraph);
        node.forEach(collect);
      } else if (typeof node === 'object' && node !== null) Object.values(node).forEach(collect);
    };
    for (const folder of ['pages', 'coins', 'pairs']) {
      const files = await readdir(path.join(DEFAULT_CONTENT_DIR, folder)).catch(() => []);
      for (const name of files.filter((file) => file.endsWith('.json'))) {
        collect(JSON.parse(await readFile(path.join(DEFAULT_CONTENT_DIR, folder, name), 'utf8')));
      }
    }
    expect(found.filter((item) => typeof item !== 'string').length).toBeGreaterThan(0);
    for (const paragraph of found) {
      expect(textToParagraph(paragraphToText(paragraph))).toEqual(paragraph);
    }
  });
});

describe('the Bold and Link buttons', () => {
  it('wrap the selection and select its words again', () => {
    expect(markSelection('Swap fast now', 5, 9, { bold: true })).toEqual({
      text: 'Swap **fast** now',
      selectStart: 7,
      selectEnd: 11,
    });
    const linked = markSelection('Read the docs', 9, 13, { href: '/docs' });
    expect(linked.text).toBe('Read the [docs](/docs)');
    expect(textToParagraph(linked.text)).toEqual(['Read the ', { text: 'docs', href: '/docs' }]);
  });
});
