import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { SiteProvider } from './site';
import { useSiteCatalogue } from './siteCatalogue';
import { SITE_CATALOGUE_KEYS, splitSiteData } from './siteParts';
import type { SiteData } from '../types/siteData';

const withSite =
  (site: Parameters<typeof SiteProvider>[0]['site']) =>
  ({ children }: { children: ReactNode }) => <SiteProvider site={site}>{children}</SiteProvider>;

describe('the site data the browser gets', () => {
  it('splits into a shell without the catalogue and a catalogue with nothing else', () => {
    const site = siteFixture();
    const { shell, catalogue } = splitSiteData(site);
    expect(Object.keys(catalogue).sort()).toEqual([...SITE_CATALOGUE_KEYS].sort());
    for (const key of SITE_CATALOGUE_KEYS) expect(shell).not.toHaveProperty(key);
    expect(shell.nav).toEqual(site.nav);
    expect({ ...shell, ...catalogue }).toEqual(site);
  });

  it('gives blocks the catalogue of the build when the provider holds only the shell', () => {
    const { shell } = splitSiteData(siteFixture());
    const { result } = renderHook(() => useSiteCatalogue(), { wrapper: withSite(shell) });
    expect(result.current.siteName).toBe(shell.siteName);
    expect(result.current.coins.map((coin) => coin.slug)).toContain('bitcoin');
  });

  it("keeps the provider's own catalogue when it gave all of the data", () => {
    const site: SiteData = { ...siteFixture(), coins: [] };
    const { result } = renderHook(() => useSiteCatalogue(), { wrapper: withSite(site) });
    expect(result.current.coins).toEqual([]);
  });
});
