import type { SiteData } from '../engine/generated/schema-types';
import { formatJsonPath, type PathSegment } from './json-path';
import type { Problem } from './report';

interface PageFileValue {
  file: string;
  value: Record<string, unknown>;
}

/** Deeper data is already a schema error; stopping keeps a hostile file from overflowing the stack. */
const MAX_DEPTH = 64;

/**
 * Swap buttons whose coins are not in the catalogue. The home widget would ignore such a
 * coin and open on its default pair, so the button would not do what its label says.
 */
export function checkSwapTargets(
  pages: readonly PageFileValue[],
  site: Pick<SiteData, 'coins'> | undefined,
): Problem[] {
  if (!site) return [];
  const slugs = new Set(site.coins.map((coin) => coin.slug));
  const problems: Problem[] = [];
  for (const { file, value } of pages) {
    // One path, pushed and popped on the way down and up, as in links.ts: copying it at
    // every node would cost more than the check itself on a large site.
    const path: PathSegment[] = ['blocks'];
    const visit = (node: unknown) => {
      if (path.length > MAX_DEPTH || typeof node !== 'object' || node === null) return;
      if (Array.isArray(node)) {
        for (let index = 0; index < node.length; index++) {
          path.push(index);
          visit(node[index]);
          path.pop();
        }
        return;
      }
      const record = node as Record<string, unknown>;
      const swap = record.swap;
      if (typeof swap === 'object' && swap !== null && !Array.isArray(swap)) {
        for (const side of ['from', 'to'] as const) {
          const slug = (swap as Record<string, unknown>)[side];
          if (typeof slug !== 'string' || slugs.has(slug)) continue;
          problems.push({
            file,
            path: formatJsonPath([...path, 'swap', side]),
            message: `"${slug}" is not a coin of the catalogue (site.json coins), so the swap widget could not open on it`,
          });
        }
      }
      for (const name in record) {
        if (name === 'swap' || !Object.hasOwn(record, name)) continue;
        path.push(name);
        visit(record[name]);
        path.pop();
      }
    };
    visit(value.blocks);
  }
  return problems;
}
