/**
 * Turns JSON.parse's SyntaxError into `invalid JSON at line L, column C: <reason>`.
 * V8 gives a position for most mistakes but not for an unexpected character
 * ("Unexpected token ']', "[1,]" is not valid JSON"), which is the common trailing comma,
 * so we then find the position ourselves.
 */
export function describeJsonSyntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message
    .replace(/ in JSON at position \d+(?: \(line \d+ column \d+\))?/, '')
    .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
  const position = positionInMessage(message, text) ?? findJsonSyntaxError(text);
  if (position === undefined) return `invalid JSON: ${reason}`;
  const { line, column } = lineAndColumn(text, position);
  return `invalid JSON at line ${line}, column ${column}: ${reason}${trailingCommaHint(text, position)}`;
}

/** The most common hand-editing mistake gets a plain hint: JSON allows no comma before ] or }. */
function trailingCommaHint(text: string, position: number): string {
  if (!/[\]}]/.test(text.charAt(position))) return '';
  return /,\s*$/.test(text.slice(0, position)) ? ' (remove the comma before it)' : '';
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
