import type { SiteData } from '../types/siteData';

/**
 * The lists only some blocks show. The browser gets them in a chunk of their own that those
 * blocks import (src/engine/siteCatalogue.ts), so the shell's first load carries none of them.
 */
export const SITE_CATALOGUE_KEYS = [
  'coins',
  'priceList',
  'wallets',
  'chains',
  'stats',
  'chart',
] as const;

export type SiteCatalogue = Pick<SiteData, (typeof SITE_CATALOGUE_KEYS)[number]>;

/** What the shell and every page need: names, navigation, links, providers. */
export type SiteShell = Omit<SiteData, keyof SiteCatalogue>;

/** The site data as the browser gets it: the shell in the entry, the catalogue apart. */
export function splitSiteData(site: SiteData): { shell: SiteShell; catalogue: SiteCatalogue } {
  const shell: Record<string, unknown> = { ...site };
  const catalogue: Record<string, unknown> = {};
  for (const key of SITE_CATALOGUE_KEYS) {
    catalogue[key] = site[key];
    delete shell[key];
  }
  return { shell: shell as SiteShell, catalogue: catalogue as SiteCatalogue };
}
