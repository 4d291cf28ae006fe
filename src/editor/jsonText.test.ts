import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../content/collections';
import { pageText } from './edits';

/** The lines a line diff of two texts removes and adds (a longest common subsequence). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!))
      added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

describe('moving a block in a real page file', () => {
  it.each([
    ['coins/bitcoin.json', 'chart', 2],
    ['pairs/solanatousdt.json', 'pairs', 1],
    ['pages/docs.json', 'faq', 3],
  ])('in %s, moving the %s block changes only that block’s lines', async (file, type, to) => {
    const absolute = path.join(DEFAULT_CONTENT_DIR, file);
    const before = await readFile(absolute, 'utf8');
    const page = JSON.parse(before) as { blocks: { type: string }[] };
    const from = page.blocks.findIndex((block) => block.type === type);
    const [moved] = page.blocks.splice(from, 1);
    page.blocks.splice(to, 0, moved!);
    const after = await pageText(page, absolute, before);

    const without = { ...page, blocks: page.blocks.filter((block) => block !== moved) };
    const blockLineCount =
      after.split('\n').length - (await pageText(without, absolute, before)).split('\n').length;
    const { removed, added } = lineDiff(before, after);
    // The block's own lines leave one place and arrive at the other, and nothing else changes.
    expect(removed).toHaveLength(blockLineCount);
    expect([...added].sort()).toEqual([...removed].sort());
    expect(JSON.parse(after)).toEqual(page);
  });
});
