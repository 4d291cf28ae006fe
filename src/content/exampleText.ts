import { formatJsonPath, walkJson, type PathSegment } from './validation/json-path';
import type { Problem } from './validation/report';
import { cut, isPlainObject } from './validation/values';

/**
 * A new block arrives with its type's example (another coin's facts, links to other pages):
 * a placeholder, not the page's content. The editor marks each piece of its prose with this,
 * which the preview shows, and the validator refuses a page that still holds one, at its field.
 * Plain words, so a marketer who sees it in the preview or the form knows what to do.
 */
export const EXAMPLE_MARK = '[Replace this example] ';

/** Prose, a few words or more: a link, an id or a symbol is left as the example gives it. */
const PROSE = /\S+\s+\S+\s+\S+/;

/** The block with every piece of its prose marked as example text. */
export function markAsExample<T>(block: T): T {
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') return PROSE.test(value) ? `${EXAMPLE_MARK}${value}` : value;
    if (Array.isArray(value)) return value.map(mark);
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mark(item)]));
    }
    return value;
  };
  return mark(block) as T;
}

interface PageValue {
  file: string;
  value: Record<string, unknown>;
}

/** One problem for each block of a page that still holds example text, at its first such field. */
export function checkExampleText(pages: readonly PageValue[]): Problem[] {
  return pages.flatMap(({ file, value }) => {
    if (!Array.isArray(value.blocks)) return [];
    return value.blocks.flatMap((block: unknown, index): Problem[] => {
      const found: { at: readonly PathSegment[]; text: string }[] = [];
      walkJson(block, (node, at) => {
        if (typeof node === 'string' && node.startsWith(EXAMPLE_MARK)) {
          found.push({ at: [...at], text: node.slice(EXAMPLE_MARK.length) });
        }
      });
      const [first] = found;
      if (!first) return [];
      const more =
        found.length > 1 ? `, and ${found.length - 1} more fields of this block do too` : '';
      return [
        {
          file,
          path: formatJsonPath(['blocks', index, ...first.at]),
          message: `is still the example text of a new block ("${cut(first.text, 40)}")${more}: write this page's own text`,
        },
      ];
    });
  });
}
