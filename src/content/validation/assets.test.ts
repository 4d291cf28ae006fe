import { describe, expect, it } from 'vitest';
import { checkAssetPaths } from './assets';

const assets = new Set([
  '/share/default.png',
  '/icons/wallets/rabby.svg',
  '/icons/wallets/rainbow.svg',
  '/icons/wallets/metamask.svg',
  '/icons/tokens/btc.svg',
]);

describe('checkAssetPaths', () => {
  it('names the field of a share image that is not among the site files', () => {
    const problems = checkAssetPaths(
      [{ file: 'coins/dogecoin.json', value: { shareImage: '/share/dogecoin.png' } }],
      assets,
    );
    expect(problems).toEqual([
      {
        file: 'coins/dogecoin.json',
        path: 'shareImage',
        message: expect.stringContaining('"/share/dogecoin.png" is not one of the site\'s files'),
      },
    ]);
    // Nothing in /share/ is near "dogecoin", so the folder's files are listed instead.
    expect(problems[0]?.message).toContain('files in /share/: /share/default.png');
  });

  it('offers the near name of a renamed logo, deep in a list', () => {
    const site = {
      wallets: [
        { name: 'MetaMask', logo: '/icons/wallets/metamask.svg' },
        { name: 'Rabby', logo: '/icons/wallets/rabbi.svg' },
      ],
    };
    const [problem, ...others] = checkAssetPaths([{ file: 'site.json', value: site }], assets);
    expect(others).toEqual([]);
    expect(problem?.path).toBe('wallets[1].logo');
    expect(problem?.message).toContain('near names: /icons/wallets/rabby.svg');
  });

  it('says so when the folder itself has no files', () => {
    const [problem] = checkAssetPaths(
      [{ file: 'site.json', value: { chains: [{ name: 'X', logo: '/icons/chains/x.svg' }] } }],
      assets,
    );
    expect(problem?.message).toContain('the site has no files in /icons/chains/');
  });

  it('passes the site files and leaves other addresses and words alone', () => {
    const value = {
      shareImage: '/share/default.png',
      coins: [{ logo: '/icons/tokens/btc.svg' }],
      elsewhere: 'https://example.org/missing.png',
      link: '/bitcoin',
      text: 'a picture such as logo.svg in a sentence',
    };
    expect(checkAssetPaths([{ file: 'site.json', value }], assets)).toEqual([]);
  });

  it('skips a file that could not be parsed', () => {
    expect(checkAssetPaths([{ file: 'broken.json' }], assets)).toEqual([]);
  });
});
