import { describe, expect, it } from 'vitest';
import { catalogueMarks, listSiteAssets } from './siteAssets';

describe('listSiteAssets', () => {
  it('lists the catalogue’s coin marks by default', async () => {
    const assets = await listSiteAssets();
    const [mark] = catalogueMarks().keys();
    expect(assets.has(`/${mark}`)).toBe(true);
    expect(assets.has('/icons/tokens/btc.svg')).toBe(true);
  });

  it('lists the marks it is given instead, as kept from an earlier run of the same code', async () => {
    const [mark] = catalogueMarks().keys();
    const assets = await listSiteAssets(undefined, undefined, ['icons/coins/kept.svg']);
    expect(assets.has('/icons/coins/kept.svg')).toBe(true);
    expect(assets.has(`/${mark}`)).toBe(false);
    expect(assets.has('/icons/tokens/btc.svg')).toBe(true);
  });
});
