import { formatJsonPath, TOP_LEVEL, type PathSegment } from './json-path';
import { lineAndColumn } from './json-syntax';

/** What skipping a value has to look at: brackets, and quotes, since brackets in strings do not count. */
const QUOTE_OR_BRACKET = /["[\]{}]/g;
/** Far deeper than any page; past it, problems are reported without a position. */
const MAX_DEPTH = 200;

export interface Position {
  line: number;
  column: number;
}

/**
 * Where each value of a JSON text starts, by its formatted JSON path (`blocks[3].heading`).
 * An object member points at its key, since that is the line a person looks for. Returns an
 * empty map for text that is not valid JSON: its problem already carries a position.
 *
 * With `wanted`, the paths some problems name, only the values on the way to them are
 * recorded and the rest of the text is skipped without naming every value in it; what
 * locateJsonPath finds for a wanted path is the same.
 */
export function jsonPositions(text: string, wanted?: Iterable<string>): Map<string, number> {
  const positions = new Map<string, number>();
  const targets = wanted === undefined ? undefined : [...wanted];
  // A cut path ("blocks[3]…items") is no longer prefixed by its ancestors' paths.
  const selective = targets !== undefined && !targets.some((target) => target.includes('…'));
  const onTheWay = (formatted: string) =>
    formatted === TOP_LEVEL || targets!.some((target) => target.startsWith(formatted));
  let i = 0;
  const skipWhitespace = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  /** Just past the string whose opening quote is at `start`. */
  const endOfString = (start: number): number => {
    let quote = text.indexOf('"', start + 1);
    for (;;) {
      if (quote < 0) return text.length;
      // A quote after an odd number of backslashes is part of the string.
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      quote = text.indexOf('"', quote + 1);
    }
  };
  const skipScalar = () => {
    while (i < text.length && !',]} \t\n\r'.includes(text.charAt(i))) i++;
  };
  const readKey = (): string => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  const tooDeep = () => new Error('nested too deeply to locate paths');
  /** Passes over the value at `i`, whose path has `length` segments, as `value` would. */
  const skipValue = (length: number): void => {
    const first = text[i];
    if (first === '"') return skipString();
    if (first !== '{' && first !== '[') return skipScalar();
    let depth = 0;
    do {
      QUOTE_OR_BRACKET.lastIndex = i;
      const found = QUOTE_OR_BRACKET.exec(text);
      if (!found) break;
      i = QUOTE_OR_BRACKET.lastIndex;
      const char = found[0];
      if (char === '"') {
        i = endOfString(i - 1);
      } else if (char === '{' || char === '[') {
        depth++;
        skipWhitespace();
        const empty = text[i] === (char === '{' ? '}' : ']');
        // `value` gives up at the first member nested deeper than MAX_DEPTH; so does this.
        if (!empty && length + depth > MAX_DEPTH) throw tooDeep();
      } else if (char === '}' || char === ']') {
        depth--;
      }
    } while (depth > 0);
  };
  const value = (segments: PathSegment[], at: number): void => {
    // Each level copies its path, so absurd nesting would take quadratic time: give up instead.
    if (segments.length > MAX_DEPTH) throw tooDeep();
    skipWhitespace();
    const formatted = formatJsonPath(segments);
    if (selective && !onTheWay(formatted)) {
      skipValue(segments.length);
      return;
    }
    positions.set(formatted, at >= 0 ? at : i);
    const char = text[i];
    if (char === '{') {
      i++;
      skipWhitespace();
      while (i < text.length && text[i] !== '}') {
        const keyAt = i;
        const key = readKey();
        skipWhitespace();
        i++; // the colon
        value([...segments, key], keyAt);
        skipWhitespace();
        if (text[i] === ',') i++;
        skipWhitespace();
      }
      i++;
    } else if (char === '[') {
      i++;
      skipWhitespace();
      let index = 0;
      while (i < text.length && text[i] !== ']') {
        value([...segments, index++], -1);
        skipWhitespace();
        if (text[i] === ',') i++;
        skipWhitespace();
      }
      i++;
    } else if (char === '"') {
      skipString();
    } else {
      skipScalar();
    }
  };
  try {
    JSON.parse(text);
    value([], -1);
  } catch {
    return new Map();
  }
  return positions;
}

/** The last segment of a formatted path: `.name`, `[3]` or `["odd key"]`. */
const lastSegment =
  /(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\]|^[A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * The line and column of a formatted JSON path in the text; a path that is not there (a
 * missing field) falls back to its nearest ancestor that is.
 */
export function locateJsonPath(
  text: string,
  positions: Map<string, number>,
  jsonPath: string,
): Position | undefined {
  if (positions.size === 0) return undefined;
  let at = jsonPath;
  for (;;) {
    const offset = positions.get(at === '' ? TOP_LEVEL : at);
    if (offset !== undefined) return lineAndColumn(text, offset);
    if (at === '' || at === TOP_LEVEL) return undefined;
    const shorter = at.replace(lastSegment, '');
    if (shorter === at) return lineAndColumn(text, positions.get(TOP_LEVEL)!);
    at = shorter;
  }
}

/** The position a JSON syntax message names ("invalid JSON at line 3, column 7: ..."). */
export function positionInMessage(message: string): Position | undefined {
  const found = /\bat line (\d+), column (\d+)/.exec(message);
  return found ? { line: Number(found[1]), column: Number(found[2]) } : undefined;
}

/**
 * A few lines of the text around a position, with a caret under the column, as a person
 * reads it in a terminal.
 */
export function codeFrame(text: string, { line, column }: Position, context = 1): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const rows: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? '>' : ' ';
    const source = (lines[number - 1] ?? '').replace(/\t/g, ' ');
    rows.push(`${marker} ${String(number).padStart(width)} | ${source}`.trimEnd());
    if (number === line) {
      rows.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
    }
  }
  return rows.join('\n');
}
