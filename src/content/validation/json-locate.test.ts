import { describe, expect, it } from 'vitest';
import { codeFrame, jsonPositions, locateJsonPath } from './json-locate';

const text = `{
  "slug": "doge",
  "blocks": [
    { "type": "hero", "heading": 42 },
    {
      "type": "faq",
      "items": [{ "question": "Q?", "answer": "A" }]
    }
  ]
}
`;

const locate = (jsonPath: string) => locateJsonPath(text, jsonPositions(text), jsonPath);

describe('locateJsonPath', () => {
  it('points at the key of an object member', () => {
    expect(locate('slug')).toEqual({ line: 2, column: 3 });
    expect(locate('blocks[0].heading')).toEqual({ line: 4, column: 23 });
    expect(locate('blocks[1].items[0].answer')).toEqual({ line: 7, column: 37 });
  });

  it('points at the start of an array element', () => {
    expect(locate('blocks[1]')).toEqual({ line: 5, column: 5 });
  });

  it('falls back to the nearest ancestor for a field that is missing', () => {
    expect(locate('blocks[0].blurb')).toEqual({ line: 4, column: 5 });
    expect(locate('(top level)')).toEqual({ line: 1, column: 1 });
  });

  it('finds keys that are not identifiers', () => {
    const odd = '{\n  "a b": { "c": 1 }\n}';
    expect(locateJsonPath(odd, jsonPositions(odd), '["a b"].c')).toEqual({ line: 2, column: 12 });
  });

  it('gives no position in text that is not JSON', () => {
    expect(locateJsonPath('{"a": ', jsonPositions('{"a": '), 'a')).toBeUndefined();
  });
});

describe('codeFrame', () => {
  it('shows the line with a caret under the column, between its neighbours', () => {
    expect(codeFrame(text, { line: 4, column: 23 })).toBe(
      [
        '  3 |   "blocks": [',
        '> 4 |     { "type": "hero", "heading": 42 },',
        '    |                       ^',
        '  5 |     {',
      ].join('\n'),
    );
  });
});

describe('jsonPositions', () => {
  it('finds the same place for a wanted path when it names only the values on the way', () => {
    const paths = [
      ...jsonPositions(text).keys(),
      'blocks[0].blurb',
      'blocks[1].items[0].extra',
      'blocks[7]',
      'missing',
    ];
    for (const jsonPath of paths) {
      const few = jsonPositions(text, [jsonPath, 'slug']);
      expect(locateJsonPath(text, few, jsonPath)).toEqual(locate(jsonPath));
      expect(few.size).toBeLessThan(jsonPositions(text).size);
    }
  });

  it('gives up on nesting too deep anywhere in the file, wanted path or not', () => {
    const deep = `{"slug": "x", "deep": ${'['.repeat(250)}${']'.repeat(250)}, "empty": [[[]]]}`;
    expect(jsonPositions(deep, ['slug']).size).toBe(0);
    const shallow = `{"slug": "x", "deep": ${'['.repeat(150)}${']'.repeat(150)}, "title": 1}`;
    expect(locateJsonPath(shallow, jsonPositions(shallow, ['title']), 'title')).toEqual({
      line: 1,
      column: shallow.indexOf('"title"') + 1,
    });
  });

  it('gives up quickly on absurdly deep nesting', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const started = performance.now();
    expect(jsonPositions(deep).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
