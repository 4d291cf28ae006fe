import { describe, expect, it } from 'vitest';
import { formatJsonPath, pointerSegments, walkJson } from './json-path';

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

describe('walkJson', () => {
  it('visits every value with its path, depth first', () => {
    const seen: string[] = [];
    walkJson({ blocks: [{ href: '/a' }, 'x'] }, (node, path) => {
      if (typeof node === 'string') seen.push(`${formatJsonPath(path)}=${node}`);
    });
    expect(seen).toEqual(['blocks[0].href=/a', 'blocks[1]=x']);
  });

  it('stops at the depth it is given, however deep the value goes', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    let deepest = 0;
    walkJson(deep, (_node, path) => (deepest = Math.max(deepest, path.length)), 64);
    expect(deepest).toBe(64);
  });
});
