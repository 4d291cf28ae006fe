import type { PageDefinition } from '../../types/schema';
import { pagesOf, type CheckedFile } from './checkFiles';
import { TOP_LEVEL } from './json-path';

/** What a coin page says about its coin, rather than about the page. */
const COIN_FIELDS = ['name', 'symbol', 'slug', 'catalogue'];

/**
 * The coin pages whose coin is well described: no problem of the file lies in its name,
 * symbol, slug or catalogue facts, though something else in it may be wrong. A mistake in a
 * coin page's text must not take the coin out of the catalogue, or every link to its pairs
 * would be reported as broken besides the mistake itself. (A file with more problems than
 * are listed has one at the top level, so it is left out.) A file that repeats an earlier
 * file's slug, symbol or market id is reported (checkSlugs, checkCatalogue) and left out, as
 * the first file with a slug is its page: a copy must not double the coin and its pairs.
 */
export function coinPagesOf(checked: readonly CheckedFile[]): PageDefinition[] {
  const aboutTheCoin = (at: string) =>
    at === TOP_LEVEL || COIN_FIELDS.some((field) => at === field || at.startsWith(`${field}.`));
  const taken = new Set<string>();
  const coinPages: PageDefinition[] = [];
  for (const { valid, value, problems } of pagesOf(checked)) {
    if (value.kind !== 'coin') continue;
    if (!valid && problems.some((problem) => aboutTheCoin(problem.path))) continue;
    const page = value as unknown as PageDefinition;
    const keys = [`slug ${page.slug}`, `symbol ${page.symbol}`, `id ${page.catalogue!.id}`];
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    coinPages.push(page);
  }
  return coinPages;
}
