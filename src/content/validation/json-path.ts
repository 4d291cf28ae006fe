import { cut } from './values';

export type PathSegment = string | number;

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Past this length a path keeps its start and its end: where in the file, and which field. */
const MAX_PATH_LENGTH = 160;
const PATH_HEAD = 100;

/** How a problem names the whole document rather than a field in it. */
export const TOP_LEVEL = '(top level)';

/** `["blocks", 3, "items"]` → `blocks[3].items`; the document itself is `(top level)`. */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return TOP_LEVEL;
  const path = segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (!identifier.test(segment)) return `[${JSON.stringify(cut(segment))}]`;
      return index === 0 ? cut(segment) : `.${cut(segment)}`;
    })
    .join('');
  if (path.length <= MAX_PATH_LENGTH) return path;
  return `${path.slice(0, PATH_HEAD)}…${path.slice(path.length - (MAX_PATH_LENGTH - PATH_HEAD))}`;
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

/**
 * Calls `visit` with every value inside `root` and its path, depth first, to `maxDepth`
 * levels: deeper data is already a schema error, and stopping keeps a hostile file from
 * overflowing the stack. The one path array is pushed and popped on the way down and up
 * (copying it at every node would cost more than most checks); `visit` copies what it keeps.
 */
export function walkJson(
  root: unknown,
  visit: (node: unknown, path: readonly PathSegment[]) => void,
  maxDepth = 64,
): void {
  const path: PathSegment[] = [];
  const walk = (node: unknown) => {
    if (path.length > maxDepth) return;
    visit(node, path);
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(index);
        walk(node[index]);
        path.pop();
      }
      return;
    }
    for (const name in node) {
      if (!Object.hasOwn(node, name)) continue;
      path.push(name);
      walk((node as Record<string, unknown>)[name]);
      path.pop();
    }
  };
  walk(root);
}
