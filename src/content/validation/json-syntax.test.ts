import { describe, expect, it } from 'vitest';
import {
  describeJsonSyntaxError,
  findDuplicateKeys,
  findJsonSyntaxError,
  lineAndColumn,
} from './json-syntax';

function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return describeJsonSyntaxError(text, error);
  }
  throw new Error('expected invalid JSON');
}

describe('describeJsonSyntaxError', () => {
  it('uses the position V8 gives, and points at the line a comma is missing from', () => {
    expect(parseError('{\n  "a": 1\n  "b": 2\n}')).toBe(
      "invalid JSON at line 3, column 3: Expected ',' or '}' after property value (is a comma missing at the end of line 2?)",
    );
    expect(parseError('{\n  "keywords": [\n    "a"\n\n    "b"\n  ]\n}')).toMatch(
      /line 5, column 5: Expected ',' or '\]' after array element \(is a comma missing at the end of line 3\?\)$/,
    );
  });

  it('names the place of text after the value once, in the words of the line and column', () => {
    expect(parseError('{"a": 1} x')).toBe(
      'invalid JSON at line 1, column 10: Unexpected non-whitespace character after JSON',
    );
  });

  it('says that typographic quotes are not JSON quotes', () => {
    expect(parseError('{\n  \u201ctitle\u201d: "Bitcoin"\n}')).toMatch(
      /^invalid JSON at line 2, column 3: .* \(this line has typographic quotes such as \u201c or \u201d; JSON needs straight double quotes "\)$/,
    );
  });

  it('finds the position itself when V8 leaves it out, and hints at a trailing comma', () => {
    expect(parseError('{\n  "keywords": ["a", "b",]\n}')).toBe(
      "invalid JSON at line 2, column 25: Unexpected token ']' (remove the comma before it)",
    );
  });

  it('hints at a trailing comma before }', () => {
    expect(parseError('{ "a": 1, }')).toBe(
      'invalid JSON at line 1, column 11: Expected double-quoted property name (remove the comma before it)',
    );
  });

  it('drops the long snippet V8 quotes from the file', () => {
    expect(parseError(`{"a": "${'x'.repeat(60)}", "b": ]}`)).toBe(
      "invalid JSON at line 1, column 76: Unexpected token ']'",
    );
  });

  it('points past the last character when the file stops early', () => {
    expect(parseError('{\n  "a": ')).toBe(
      'invalid JSON at line 2, column 8: Unexpected end of JSON input',
    );
  });

  it('falls back to the reason alone when no position can be found', () => {
    expect(describeJsonSyntaxError('{}', new SyntaxError('Something odd'))).toBe(
      'invalid JSON: Something odd',
    );
  });
});

describe('findJsonSyntaxError', () => {
  it.each([
    ['[1, 2,]', 6],
    ['{"a": }', 6],
    ['{"a": tru}', 9],
    ['{"a": 01}', 7],
    ['{"a": "\\q"}', 8],
    ['{"a": "x', 8],
    ['{"a": 1} x', 9],
    ["{'a': 1}", 1],
    ['{"a": -}', 6],
  ])('finds the first bad character of %j at %i', (text, position) => {
    expect(findJsonSyntaxError(text)).toBe(position);
  });

  it('accepts valid JSON', () => {
    expect(
      findJsonSyntaxError('{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"], "b": {}}'),
    ).toBe(undefined);
  });

  it('gives up quietly on nesting too deep to follow', () => {
    expect(findJsonSyntaxError('['.repeat(100_000))).toBe(undefined);
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1, for any line ending', () => {
    expect(lineAndColumn('ab\r\ncd\nef', 8)).toEqual({ line: 3, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('findDuplicateKeys', () => {
  it('finds each field given twice, with its path and the line of every occurrence', () => {
    const text = [
      '{',
      '  "title": "a",',
      '  "blocks": [',
      '    { "type": "hero" },',
      '    { "type": "faq", "items": [{ "q": 1, "q": 2, "q": 3 }], "type": "faq" }',
      '  ],',
      '  "title": "b"',
      '}',
    ].join('\r\n');
    expect(findDuplicateKeys(text)).toEqual([
      { segments: ['title'], lines: [2, 7] },
      { segments: ['blocks', 1, 'type'], lines: [5, 5] },
      { segments: ['blocks', 1, 'items', 0, 'q'], lines: [5, 5, 5] },
    ]);
  });

  it('treats an escaped name as the name it spells, and ignores names inside values', () => {
    const text = '{"a": "{\\"a\\": 1}", "\\u0061": {"a": ["a", "a"]}, "b\\"": 1, "b\\u0022": 2}';
    expect(findDuplicateKeys(text)).toEqual([
      { segments: ['a'], lines: [1, 1] },
      { segments: ['b"'], lines: [1, 1] },
    ]);
  });

  it('finds nothing in a file without duplicates', () => {
    expect(findDuplicateKeys('{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}')).toEqual([]);
  });

  it('finds the same duplicates when given the parsed value to count fields against', () => {
    const texts = [
      '{"a": 1, "b": {"c": [{"d": 1, "d": 2}]}, "a" : 3}',
      '{"a": "x:y", "b": {"a": ["\\":", {"a": 1}]}}',
      '{"__proto__": 1, "__proto__": 2}',
      '[{"x": {}}, {"x": {}, "x": {"y": 1}}]',
    ];
    for (const text of texts) {
      expect(findDuplicateKeys(text, JSON.parse(text))).toEqual(findDuplicateKeys(text));
    }
    expect(findDuplicateKeys(texts[0]!, JSON.parse(texts[0]!))).toHaveLength(2);
    expect(findDuplicateKeys(texts[1]!, JSON.parse(texts[1]!))).toEqual([]);
  });

  it('follows nesting far deeper than any page without running out of stack', () => {
    const deep = `${'['.repeat(100_000)}{"x": 1, "x": 2}${']'.repeat(100_000)}`;
    const [found] = findDuplicateKeys(deep);
    expect(found?.segments).toHaveLength(100_001);
    expect(found?.lines).toEqual([1, 1]);
    expect(findDuplicateKeys(deep, JSON.parse(deep))).toEqual([found]);
  });
});
