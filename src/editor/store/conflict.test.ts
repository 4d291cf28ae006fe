import { describe, expect, it } from 'vitest';
import { differences, fieldName, mergeChoice, resolve } from './conflict';

const base = {
  title: 'Bitcoin',
  description: 'Swap bitcoin.',
  blocks: [
    { type: 'hero', heading: 'Swap BTC' },
    { type: 'faq', items: [{ q: 'Why?', a: 'Because.' }] },
  ],
};

describe('a save over a file changed on disk', () => {
  it('lists each field that differs, with the side that changed it', () => {
    const mine = { ...base, description: 'Mine.' };
    const disk = structuredClone(base);
    disk.title = 'Disk';
    disk.blocks[0]!.heading = 'Disk heading';
    const found = differences(base, mine, disk);
    expect(found.map(({ path }) => fieldName(path))).toEqual([
      'title',
      'description',
      'blocks[0].heading',
    ]);
    expect(found.map(mergeChoice)).toEqual(['disk', 'mine', 'disk']);
  });

  it('merges where the sides do not overlap: both edits are kept', () => {
    const mine = { ...base, description: 'Mine.' };
    const disk = { ...base, title: 'Disk' };
    const found = differences(base, mine, disk);
    const merged = resolve(
      disk,
      found.filter((difference) => mergeChoice(difference) === 'mine'),
    );
    expect(merged).toEqual({ ...base, title: 'Disk', description: 'Mine.' });
  });

  it('leaves a field both sides changed to the marketer', () => {
    const found = differences(base, { ...base, title: 'Mine' }, { ...base, title: 'Disk' });
    expect(found).toHaveLength(1);
    expect(mergeChoice(found[0]!)).toBeUndefined();
    expect(resolve({ ...base, title: 'Disk' }, found)).toEqual({ ...base, title: 'Mine' });
  });

  it('treats a list that grew as one field, and puts back a key only mine has, or removes it', () => {
    const mine = { ...base, blocks: [...base.blocks, { type: 'cta' }], extra: 'mine' };
    const disk = { ...base, note: 'disk' };
    const found = differences(base, mine, disk);
    expect(found.map(({ path }) => fieldName(path))).toEqual(['blocks', 'note', 'extra']);
    expect(resolve(disk, found)).toEqual(mine);
    expect(resolve(disk, [])).toEqual(disk);
  });

  it('offers the whole page when the disk holds no page', () => {
    const found = differences(base, base, null);
    expect(found).toEqual([
      { path: [], mine: base, disk: null, mineChanged: false, diskChanged: true },
    ]);
    expect(resolve(null, found)).toEqual(base);
  });
});
