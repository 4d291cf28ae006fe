import type { PageDefinition, SiteFile } from '../types/schema';
import type { Coin, SiteData } from '../types/siteData';

/**
 * The coins of the coin pages, each page's name, symbol and slug with the catalogue facts it
 * carries. Every reader sees them in one order, whatever order the files were read in: the
 * price list's coins as it lists them, then the others by slug.
 */
export function coinsOf(priceList: readonly string[], pages: readonly PageDefinition[]): Coin[] {
  const coins = pages.flatMap((page): Coin[] => {
    if (page.kind !== 'coin' || !page.catalogue || !page.name || !page.symbol) return [];
    const { id, ...facts } = page.catalogue;
    return [{ id, name: page.name, symbol: page.symbol, slug: page.slug, ...facts }];
  });
  const rank = new Map(priceList.map((slug, index) => [slug, index]));
  const place = (coin: Coin) => rank.get(coin.slug) ?? priceList.length;
  return coins.sort(
    (a, b) => place(a) - place(b) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
}

/** The site data every reader gets: site.json with the coins of the coin pages. */
export const siteDataOf = (site: SiteFile, pages: readonly PageDefinition[]): SiteData => ({
  ...site,
  coins: coinsOf(site.priceList, pages),
});

/**
 * A page as the site renders it. A coin page's catalogue facts reach every reader through
 * site.coins, so they are not sent again with the page's own data.
 */
export function renderedPage(page: PageDefinition): PageDefinition {
  if (!page.catalogue) return page;
  const { catalogue: _facts, ...rendered } = page;
  return rendered;
}
