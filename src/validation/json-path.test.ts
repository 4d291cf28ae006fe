import { describe, expect, it } from 'vitest';
import { formatJsonPath, pointerSegments } from './json-path';

describe('formatJsonPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatJsonPath(['blocks', 3, 'items', 1, 'answer'])).toBe('blocks[3].items[1].answer');
  });

  it('names the whole document "(top level)"', () => {
    expect(formatJsonPath([])).toBe('(top level)');
  });

  it('quotes keys that are not plain words', () => {
    expect(formatJsonPath(['$schema'])).toBe('["$schema"]');
    expect(formatJsonPath(['a', 'how-it-works'])).toBe('a["how-it-works"]');
  });
});

describe('pointerSegments', () => {
  it('turns an ajv instancePath into segments', () => {
    expect(pointerSegments('/blocks/3/items/1/answer')).toEqual([
      'blocks',
      3,
      'items',
      1,
      'answer',
    ]);
    expect(pointerSegments('')).toEqual([]);
  });

  it('unescapes ~1 and ~0', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });
});
