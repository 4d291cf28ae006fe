import type { PathSegment } from './json-path';

/**
 * Turns JSON.parse's SyntaxError into `invalid JSON at line L, column C: <reason>`.
 * V8 gives a position for most mistakes but not for an unexpected character
 * ("Unexpected token ']', "[1,]" is not valid JSON"), which is the common trailing comma,
 * so we then find the position ourselves.
 */
export function describeJsonSyntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message
    .replace(/(?: in JSON)? at position \d+(?: \(line \d+ column \d+\))?/, '')
    .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
  const position = positionInMessage(message, text) ?? findJsonSyntaxError(text);
  if (position === undefined) return `invalid JSON: ${reason}`;
  const { line, column } = lineAndColumn(text, position);
  return `invalid JSON at line ${line}, column ${column}: ${reason}${syntaxHint(text, position, reason)}`;
}

/** Typographic quotes, which word processors and chat apps put in place of ". */
const CURLY_QUOTES = /[\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb]/;

/** The hand-editing mistakes people make most get a plain hint on what to change. */
function syntaxHint(text: string, position: number, reason: string): string {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const lineEnd = text.indexOf('\n', position);
  const errorLine = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (CURLY_QUOTES.test(errorLine)) {
    return ' (this line has typographic quotes such as \u201c or \u201d; JSON needs straight double quotes ")';
  }
  const before = text.slice(0, position);
  // JSON allows no comma before ] or }.
  if (/[\]}]/.test(text.charAt(position)) && /,\s*$/.test(before)) {
    return ' (remove the comma before it)';
  }
  if (/^Expected ',' or '[}\]]' after/.test(reason)) {
    const lastValue = before.trimEnd().length;
    const { line } = lineAndColumn(text, lastValue);
    return ` (is a comma missing at the end of line ${line}?)`;
  }
  return '';
}

function positionInMessage(message: string, text: string): number | undefined {
  if (message.startsWith('Unexpected end of JSON input')) return text.length;
  const position = / at position (\d+)/.exec(message)?.[1];
  return position === undefined ? undefined : Number(position);
}

export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

class SyntaxErrorAt {
  constructor(readonly position: number) {}
}

/** The offset of the first character a strict JSON reader rejects, or undefined if none is found. */
export function findJsonSyntaxError(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxErrorAt(i);
  };
  const skipWhitespace = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const expect = (char: string) => {
    skipWhitespace();
    if (text[i] !== char) fail();
    i++;
  };
  const word = (expected: string) => {
    for (const char of expected) {
      if (text[i] !== char) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const char = text.charAt(i);
      if (char === '"') {
        i++;
        return;
      }
      if (char < ' ') fail();
      if (char === '\\') {
        i++;
        if (i < text.length && '"\\/bfnrt'.includes(text.charAt(i))) i++;
        else if (/^u[0-9a-fA-F]{4}/.test(text.slice(i, i + 5))) i += 5;
        else fail();
      } else {
        i++;
      }
    }
    fail();
  };
  const number = () => {
    const pattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    pattern.lastIndex = i;
    if (!pattern.test(text)) fail();
    i = pattern.lastIndex;
  };
  const sequence = (close: string, item: () => void) => {
    i++;
    skipWhitespace();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      skipWhitespace();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(',');
    }
  };
  const value = (): void => {
    skipWhitespace();
    const char = text.charAt(i);
    if (char === '{') {
      sequence('}', () => {
        skipWhitespace();
        if (text[i] !== '"') fail();
        string();
        expect(':');
        value();
      });
    } else if (char === '[') sequence(']', value);
    else if (char === '"') string();
    else if (char === '-' || (char >= '0' && char <= '9')) number();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else fail();
  };

  try {
    value();
    skipWhitespace();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxErrorAt) return error.position;
    // Deep nesting overflows this reader's stack; the caller then reports without a position.
    return undefined;
  }
}

/** A field given more than once in one object: JSON.parse keeps the last and drops the rest silently. */
export interface DuplicateKey {
  /** Where the field is: its object's path, then its name. */
  segments: PathSegment[];
  /** Line of each occurrence, in file order. */
  lines: number[];
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

interface ObjectFrame {
  kind: 'object';
  /** Offsets of each key's occurrences. */
  keys: Map<string, number[]>;
  key?: string;
  expectingKey: boolean;
}

interface ArrayFrame {
  kind: 'array';
  index: number;
}

/**
 * Every field of `text` (JSON that JSON.parse accepted) given more than once in its object.
 * One pass with an explicit stack, so nesting of any depth costs no call stack. With `parsed`,
 * JSON.parse's result for `text`, a file without duplicates (nearly every file) is cleared by
 * counting its fields, several times faster than locating them.
 */
export function findDuplicateKeys(text: string, parsed?: unknown): DuplicateKey[] {
  if (parsed !== undefined) {
    const fields = keysInValue(parsed);
    if (colonsAfterQuotes(text) === fields || keysInText(text) === fields) return [];
  }
  const found: { segments: PathSegment[]; offsets: number[] }[] = [];
  const stack: (ObjectFrame | ArrayFrame)[] = [];
  /** A key's path in the object just closed, whose ancestors are what is left on the stack. */
  const pathTo = (key: string): PathSegment[] => [
    ...stack.map((frame) => (frame.kind === 'array' ? frame.index : frame.key!)),
    key,
  ];
  let i = 0;
  while (i < text.length) {
    const top = stack.at(-1);
    switch (text.charCodeAt(i)) {
      case OPEN_BRACE:
        stack.push({ kind: 'object', keys: new Map(), expectingKey: true });
        i++;
        break;
      case OPEN_BRACKET:
        stack.push({ kind: 'array', index: 0 });
        i++;
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET: {
        const closed = stack.pop();
        if (closed?.kind === 'object') {
          for (const [key, offsets] of closed.keys) {
            if (offsets.length > 1) found.push({ segments: pathTo(key), offsets });
          }
        }
        i++;
        break;
      }
      case COMMA:
        if (top?.kind === 'array') top.index++;
        else if (top) top.expectingKey = true;
        i++;
        break;
      case QUOTE: {
        const start = i;
        i = endOfString(text, i);
        if (top?.kind === 'object' && top.expectingKey) {
          const key = decodeKey(text.slice(start, i));
          top.key = key;
          top.expectingKey = false;
          const offsets = top.keys.get(key);
          if (offsets) offsets.push(start);
          else top.keys.set(key, [start]);
        }
        break;
      }
      default:
        i++;
    }
  }
  if (found.length === 0) return [];
  // Objects close innermost first; the report reads better in file order.
  found.sort((a, b) => a.offsets[0]! - b.offsets[0]!);
  const lineOf = lineFinder(text);
  return found.map(({ segments, offsets }) => ({ segments, lines: offsets.map(lineOf) }));
}

/**
 * How many object members the JSON text writes: in valid JSON a string is a key exactly when a
 * colon follows it. Duplicates make this larger than the parsed value's count.
 */
function keysInText(text: string): number {
  let count = 0;
  let quote = text.indexOf('"');
  while (quote >= 0) {
    let i = endOfString(text, quote);
    let char = text.charCodeAt(i);
    while (char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09) {
      char = text.charCodeAt(++i);
    }
    if (char === COLON) count++;
    quote = text.indexOf('"', i);
  }
  return count;
}

/**
 * An upper bound on keysInText, found faster since a file has far fewer colons than quotes:
 * every member's colon follows its key's closing quote, and a colon inside a string only adds
 * to the count when an escaped quote comes before it.
 */
function colonsAfterQuotes(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    let char = text.charCodeAt(before);
    while (char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09) {
      char = text.charCodeAt(--before);
    }
    if (char === QUOTE) count++;
  }
  return count;
}

/** How many fields the objects inside a parsed JSON value hold, all told. */
function keysInValue(value: unknown): number {
  // An explicit stack: parsed JSON can nest deeper than the call stack goes.
  const stack: unknown[] = [value];
  let count = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    const names = Object.keys(node);
    count += names.length;
    for (const name of names) stack.push((node as Record<string, unknown>)[name]);
  }
  return count;
}

/** The offset just past the string that starts at `start`. */
function endOfString(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    // A quote after an odd number of backslashes is part of the string.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

function decodeKey(quoted: string): string {
  if (!quoted.includes('\\')) return quoted.slice(1, -1);
  // "\u0061" and "a" are the same field.
  return JSON.parse(quoted) as string;
}

/** Line numbers by offset, found by binary search over where each line starts. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  const lineBreak = /\r\n|\r|\n/g;
  while (lineBreak.exec(text)) starts.push(lineBreak.lastIndex);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
