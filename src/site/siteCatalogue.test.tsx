import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { SiteProvider } from './site';
import { useSiteCatalogue } from './siteCatalogue';
import { SITE_CATALOGUE_KEYS, splitSiteData } from './siteParts';
import { useSwapCoins } from './swapCoins';
import type { SiteData } from '../types/siteData';

const withSite =
  (site: Parameters<typeof SiteProvider>[0]['site']) =>
  ({ children }: { children: ReactNode }) => <SiteProvider site={site}>{children}</SiteProvider>;

describe('the site data the browser gets', () => {
  it('splits into a shell without the catalogue and a catalogue with nothing else', () => {
    const site = siteFixture();
    const { shell, swapCoins, catalogue } = splitSiteData(site);
    for (const key of SITE_CATALOGUE_KEYS) expect(shell).not.toHaveProperty(key);
    expect(shell.nav).toEqual(site.nav);
    expect({ ...shell, ...catalogue }).toEqual(site);
    expect(swapCoins).not.toHaveProperty('nav');
  });

  it('gives the swap coins only what names a coin for a swap, each as the catalogue has it', () => {
    const site = siteFixture();
    const { swapCoins, catalogue } = splitSiteData(site);
    const bitcoin = swapCoins.find((coin) => coin.slug === 'bitcoin');
    expect(Object.keys(bitcoin ?? {}).sort()).toEqual(['id', 'name', 'slug', 'symbol', 'widget']);
    expect(catalogue.coins.find((coin) => coin.slug === 'bitcoin')).toMatchObject(bitcoin!);
    expect(swapCoins).toHaveLength(catalogue.coins.length);
  });

  it('gives the live rate the swap coins of the build when the provider holds only the shell', () => {
    const { shell } = splitSiteData(siteFixture());
    const { result } = renderHook(() => useSwapCoins(), { wrapper: withSite(shell) });
    const bitcoin = result.current.find((coin) => coin.slug === 'bitcoin');
    expect(bitcoin).toMatchObject({ id: 'bitcoin', symbol: 'BTC' });
    expect(bitcoin).not.toHaveProperty('pair');
  });

  it('gives blocks the catalogue of the build when the provider holds only the shell', () => {
    const { shell } = splitSiteData(siteFixture());
    const { result } = renderHook(() => useSiteCatalogue(), { wrapper: withSite(shell) });
    expect(result.current.siteName).toBe(shell.siteName);
    const bitcoin = result.current.coins.find((coin) => coin.slug === 'bitcoin');
    expect(bitcoin).toMatchObject({ symbol: 'BTC', logo: '/icons/tokens/btc.svg' });
    expect(bitcoin?.pair.network).toBe('Bitcoin');
  });

  it("keeps the provider's own catalogue when it gave all of the data", () => {
    const site: SiteData = { ...siteFixture(), coins: [] };
    const { result } = renderHook(() => useSiteCatalogue(), { wrapper: withSite(site) });
    expect(result.current.coins).toEqual([]);
  });
});
