import { PAGE_FOLDERS } from '../contentFiles';
import type { Problem } from './report';
import type { PageFile } from './slugs';
import { closestMatch } from './suggest';
import { cut, isPlainObject, listSome } from './values';

/**
 * What holds the catalogue together across files: every price-list slug names a coin file,
 * and no two coin files claim one market id or symbol (a copied file that kept its market id
 * would show the other coin's price under the new name). Read leniently, from every coin page
 * that parsed, so a schema error in one coin file does not also make its slug "unknown".
 */
export function checkCatalogue(
  siteFile: string,
  site: Record<string, unknown> | undefined,
  pages: readonly PageFile[],
): Problem[] {
  const coinPages = pages.filter((page) => page.value.kind === 'coin');
  return [
    ...priceListProblems(siteFile, site?.priceList, coinPages),
    ...sharedValues(coinPages, 'symbol', 'symbol', (page) => page.value.symbol),
    ...sharedValues(coinPages, 'catalogue.id', 'market id', (page) => {
      const facts = page.value.catalogue;
      return isPlainObject(facts) ? facts.id : undefined;
    }),
  ];
}

function priceListProblems(
  siteFile: string,
  priceList: unknown,
  coinPages: readonly PageFile[],
): Problem[] {
  if (!Array.isArray(priceList)) return [];
  const slugs = coinPages.flatMap((page) =>
    typeof page.value.slug === 'string' ? [page.value.slug] : [],
  );
  return priceList.flatMap((slug: unknown, index) => {
    if (typeof slug !== 'string' || slugs.includes(slug)) return [];
    const near = closestMatch(slug, slugs);
    return [
      {
        file: siteFile,
        path: `priceList[${index}]`,
        message:
          `"${cut(slug)}" is not a coin: no file in ${PAGE_FOLDERS.coin}/ is a coin page with this slug` +
          (near ? `; did you mean "${near}"?` : ''),
      },
    ];
  });
}

function sharedValues(
  coinPages: readonly PageFile[],
  path: string,
  what: string,
  valueOf: (page: PageFile) => unknown,
): Problem[] {
  const filesByValue = new Map<string, string[]>();
  for (const page of coinPages) {
    const value = valueOf(page);
    if (typeof value === 'string')
      filesByValue.set(value, [...(filesByValue.get(value) ?? []), page.file]);
  }
  return coinPages.flatMap((page) => {
    const value = valueOf(page);
    if (typeof value !== 'string') return [];
    const others = filesByValue.get(value)!.filter((file) => file !== page.file);
    if (others.length === 0) return [];
    return [
      {
        file: page.file,
        path,
        message: `${what} "${cut(value)}" is also the ${what} of ${listSome(others)}; each coin needs its own`,
      },
    ];
  });
}
