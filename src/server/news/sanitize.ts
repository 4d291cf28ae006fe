const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

const SEMICOLON = 0x3b;
const HASH = 0x23;
/** Longer than any name in NAMED_ENTITIES or any code point in digits. */
const MAX_ENTITY_LENGTH = 10;

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

const isEntityNameChar = (code: number) =>
  isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === HASH;

/** The character an entity at `at` ('&' there) stands for, and where the entity ends. */
function entityAt(text: string, at: number): { decoded: string; end: number } | null {
  // Looked for within reach only: a search to the end for every '&' would be quadratic.
  const reach = Math.min(text.length, at + 2 + MAX_ENTITY_LENGTH);
  let semicolon = at + 1;
  while (semicolon < reach && isEntityNameChar(text.charCodeAt(semicolon))) semicolon++;
  if (semicolon === reach || semicolon === at + 1 || text.charCodeAt(semicolon) !== SEMICOLON) {
    return null;
  }
  const name = text.slice(at + 1, semicolon);
  if (name.charCodeAt(0) === HASH) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const digits = name.slice(hex ? 2 : 1);
    if (!(hex ? /^[0-9a-f]+$/i : /^\d+$/).test(digits)) return null;
    const code = parseInt(digits, hex ? 16 : 10);
    return {
      decoded: code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '',
      end: semicolon + 1,
    };
  }
  const decoded = NAMED_ENTITIES[name.toLowerCase()];
  return decoded === undefined ? null : { decoded, end: semicolon + 1 };
}

/**
 * Decodes character references in one pass. Each '&' looks ahead a bounded distance for
 * its ';', so a long run of '&' or of letters stays linear.
 */
function decodeEntities(text: string): string {
  let decoded = '';
  let copiedUpTo = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    const entity = entityAt(text, at);
    if (!entity) continue;
    decoded += text.slice(copiedUpTo, at) + entity.decoded;
    copiedUpTo = entity.end;
    at = entity.end - 1;
  }
  return copiedUpTo === 0 ? text : decoded + text.slice(copiedUpTo);
}

/** Elements whose content is code or styling, not prose: dropped with everything inside. */
const HIDDEN_ELEMENTS = ['script', 'style', 'iframe', 'object', 'svg', 'noscript'];

/** '<' followed by a letter, '!', '?' or '/' opens markup. */
function opensMarkup(code: number): boolean {
  return isAsciiLetter(code) || code === 0x21 || code === 0x3f || code === 0x2f;
}

/** The name of the hidden element an opening tag at `open` starts, if it starts one. */
function hiddenElementAt(lower: string, open: number): string | undefined {
  return HIDDEN_ELEMENTS.find(
    (name) =>
      lower.startsWith(name, open + 1) && !isAsciiLetter(lower.charCodeAt(open + 1 + name.length)),
  );
}

/**
 * Removes tags, comments and hidden elements in one pass from left to right, and with them
 * every '<' (the text is shown as plain text, where a lone one only invites the next pass to
 * see a tag). No position is looked at more than a fixed number of times: a search that
 * found nothing is remembered (nothing lies beyond), so a long run of unclosed tags costs no
 * more than reading it once.
 */
function stripMarkup(text: string): string {
  if (!text.includes('<')) return text.replaceAll(']]>', '');
  const lower = text.toLowerCase();
  /** Hidden elements with no closing tag anywhere after where one was last looked for. */
  const neverClosed = new Set<string>();
  let kept = '';
  // Tracked rather than asked of `kept`: reading a string being built flattens it, each time.
  let endsInSpace = false;
  let at = 0;
  for (let open = text.indexOf('<'); open !== -1; open = text.indexOf('<', at)) {
    if (open > at) {
      kept += text.slice(at, open);
      endsInSpace = false;
    }
    at = open + 1;
    if (!opensMarkup(text.charCodeAt(open + 1))) continue;
    if (lower.startsWith('<![cdata[', open)) {
      at = open + '<![cdata['.length;
      continue;
    }
    const comment = lower.startsWith('<!--', open);
    const end = comment ? text.indexOf('-->', open + 4) : text.indexOf('>', open);
    // Cut off by the end of the text: nothing after it can be prose.
    if (end === -1) return kept.replaceAll(']]>', '');
    // Words on either side of a tag stay apart; one space stands for a run of tags.
    if (!endsInSpace) kept += ' ';
    endsInSpace = true;
    at = end + (comment ? 3 : 1);
    const hidden = comment ? undefined : hiddenElementAt(lower, open);
    if (hidden && !neverClosed.has(hidden)) {
      const closing = lower.indexOf(`</${hidden}`, at);
      if (closing === -1) {
        neverClosed.add(hidden);
      } else {
        const closingEnd = text.indexOf('>', closing);
        if (closingEnd === -1) return kept.replaceAll(']]>', '');
        at = closingEnd + 1;
      }
    }
  }
  return (kept + text.slice(at)).replaceAll(']]>', '');
}

/**
 * Feed text as plain text. Feeds often escape their HTML once more, and some twice, so
 * markup is removed again after each decoding. The result is only ever rendered as text,
 * never as HTML. Linear in the length of the text, whatever it holds.
 */
export function plainText(untrusted: string | null | undefined): string {
  let text = untrusted ?? '';
  for (let pass = 0; pass < 2; pass++) text = stripMarkup(decodeEntities(stripMarkup(text)));
  return text.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
