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

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

function stripTags(text: string): string {
  return (
    text
      // Whole elements whose content is code or styling, not prose.
      .replace(/<(script|style|iframe|object|svg|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<!\[CDATA\[|\]\]>/g, '')
      .replace(/<\/?[a-z!?][^>]*>/gi, ' ')
      // A tag cut off by the end of the text.
      .replace(/<[a-z!?/][^>]*$/i, ' ')
  );
}

/**
 * Feed text as plain text. Feeds often escape their HTML once more, so markup is removed
 * again after decoding. The result is only ever rendered as text, never as HTML.
 */
export function plainText(untrusted: string | null | undefined): string {
  let text = untrusted ?? '';
  for (let pass = 0; pass < 2; pass++) text = stripTags(decodeEntities(stripTags(text)));
  return text.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
