import type { SiteData } from '../../types/siteData';
import { PAGE_FOLDERS } from '../contentFiles';
import { formatJsonPath, walkJson } from './json-path';
import type { Problem } from './report';

interface PageFileValue {
  file: string;
  value: Record<string, unknown>;
}

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
    walkJson(value.blocks, (node, path) => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      const swap = (node as Record<string, unknown>).swap;
      if (typeof swap !== 'object' || swap === null || Array.isArray(swap)) return;
      for (const side of ['from', 'to'] as const) {
        const slug = (swap as Record<string, unknown>)[side];
        if (typeof slug !== 'string' || slugs.has(slug)) continue;
        problems.push({
          file,
          path: formatJsonPath(['blocks', ...path, 'swap', side]),
          message: `"${slug}" is not a coin of the catalogue (no coin file in ${PAGE_FOLDERS.coin}/ has this slug), so the swap widget could not open on it`,
        });
      }
    });
  }
  return problems;
}
