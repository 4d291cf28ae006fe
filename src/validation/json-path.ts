export type PathSegment = string | number;

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `["blocks", 3, "items"]` → `blocks[3].items`; the document itself is `(top level)`. */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return '(top level)';
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (!identifier.test(segment)) return `[${JSON.stringify(segment)}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}

/** Splits a JSON Pointer such as ajv's instancePath (`/blocks/3/items`); digits become array indexes. */
export function pointerSegments(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment;
    });
}
