import { describe, expect, it } from 'vitest';
import { buildCatalogue, coinMarkPath, type PackageToken, type WrittenCoin } from './build';

const USDT_ETH = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SHIB_ETH = '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce';

const token = (id: string, extra: Partial<PackageToken> = {}): PackageToken => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  symbol: id.slice(0, 4),
  marketCapRank: 100,
  addresses: {},
  ...extra,
});

describe('buildCatalogue', () => {
  it('keeps the own coins of the widget’s chains and tokens with an address on one, by rank', () => {
    const { coins, leftOut } = buildCatalogue({
      tokens: [
        token('tether', {
          symbol: 'usdt',
          marketCapRank: 3,
          addresses: { tron: USDT_TRON, ethereum: USDT_ETH },
        }),
        token('dogecoin', { symbol: 'doge', marketCapRank: 9 }),
        token('unlisted', { marketCapRank: 1 }),
      ],
    });
    expect(coins.map((coin) => [coin.slug, coin.symbol, coin.rank])).toEqual([
      ['tether', 'USDT', 3],
      ['dogecoin', 'DOGE', 9],
    ]);
    expect(coins[0]!.chains).toEqual([
      { chain: 'ETH', network: 'Ethereum', address: USDT_ETH },
      { chain: 'TRON', network: 'TRON', address: USDT_TRON },
    ]);
    expect(coins[1]!.chains).toEqual([{ chain: 'DOGECOIN', network: 'Dogecoin' }]);
    expect(leftOut).toEqual([
      {
        id: 'unlisted',
        name: 'Unlisted',
        reason: 'no contract address, and not the own coin of a chain the widget trades on',
      },
    ]);
  });

  it('leaves out, with the reason, a coin without a name or symbol, on no supported chain, or with a non-market id', () => {
    const { coins, leftOut } = buildCatalogue({
      tokens: [
        token('nameless', { name: ' ', addresses: { ethereum: SHIB_ETH } }),
        token('symbolless', { symbol: '', addresses: { ethereum: SHIB_ETH } }),
        token('energy', { addresses: { energi: SHIB_ETH, sora: '0x00' } }),
        token('USDE', { addresses: { ethereum: SHIB_ETH } }),
      ],
    });
    expect(coins).toEqual([]);
    expect(leftOut.map(({ id, reason }) => [id, reason])).toEqual([
      ['nameless', 'no name'],
      ['symbolless', 'no symbol'],
      ['energy', 'only on chains the widget does not trade it on (energi, sora)'],
      ['USDE', 'its id is no market-data id (lower-case words and dashes), so it has no price'],
    ]);
  });

  it('drops a chain whose address is malformed and says why; a coin with only such chains is left out', () => {
    const { coins, leftOut, droppedChains } = buildCatalogue({
      tokens: [
        token('mixed', {
          addresses: { ethereum: SHIB_ETH, solana: '0OIl-not-base58', tron: '0x12' },
        }),
        token('broken', { addresses: { ethereum: '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4' } }),
      ],
    });
    expect(coins.map((coin) => coin.chains.map((chain) => chain.chain))).toEqual([['ETH']]);
    expect(droppedChains.map(({ id, chain }) => `${id} ${chain}`)).toEqual([
      'mixed SOLANA',
      'mixed TRON',
      'broken ETH',
    ]);
    expect(leftOut).toEqual([
      {
        id: 'broken',
        name: 'Broken',
        reason:
          'no usable address: ETH "0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4" is no evm contract address',
      },
    ]);
  });

  it('leaves out a token listed under the address that stands for a chain’s own coin', () => {
    // The package's Gram: TON's zero address, which is Toncoin's, and Toncoin's rank.
    const { coins, leftOut, droppedChains } = buildCatalogue({
      tokens: [
        token('gram', {
          name: 'Gram',
          symbol: 'gram',
          addresses: { ton: 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c' },
        }),
      ],
    });
    expect(coins).toEqual([]);
    expect(droppedChains).toEqual([
      {
        id: 'gram',
        chain: 'TON',
        reason:
          '"EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c" stands for TON\'s own coin, not a contract',
      },
    ]);
    expect(leftOut.map(({ id, reason }) => `${id}: ${reason}`)).toEqual([
      'gram: no usable address: TON "EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c" stands for TON\'s own coin, not a contract',
    ]);
  });

  it('lists a native coin’s own chains first, then its bridged tokens', () => {
    const { coins } = buildCatalogue({
      tokens: [
        token('the-open-network', {
          name: 'Toncoin',
          symbol: 'TON',
          addresses: {
            ethereum: '0x582d872a1b094fc48f5de31d3b73f2d9be47def1',
            ton: 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c',
          },
        }),
      ],
    });
    expect(coins[0]!.slug).toBe('toncoin');
    expect(coins[0]!.chains.map((chain) => chain.chain)).toEqual(['TON', 'ETH']);
    expect(coins[0]!.chains[0]!.address).toBeUndefined();
  });

  it('gives a coin with a branded mark in the package its site path, and none without', () => {
    const { coins } = buildCatalogue({
      tokens: [
        token('dogecoin', { filePath: 'token:DOGE', variants: ['branded', 'mono'] }),
        token('litecoin', { filePath: 'token:LTC', variants: ['mono'] }),
      ],
    });
    expect(coins.map((coin) => coin.logo)).toEqual([coinMarkPath('dogecoin'), undefined]);
  });

  it('gives a coin file without a mark of its own the package’s, and keeps one it names', () => {
    const fileCoin = (id: string, logo?: string): WrittenCoin => ({
      id,
      slug: id,
      name: id,
      symbol: id.toUpperCase(),
      ...(logo && { logo }),
      widget: { chain: 'ETH', token: USDT_ETH },
    });
    const { coins } = buildCatalogue({
      tokens: [
        token('cosmos', { filePath: 'token:ATOM', variants: ['branded'], addresses: {} }),
        token('tether', { filePath: 'token:USDT', variants: ['branded'], marketCapRank: 3 }),
        token('floki', { variants: ['mono'], marketCapRank: 200 }),
      ],
      written: [
        fileCoin('cosmos'),
        fileCoin('tether', '/icons/tokens/usdt.svg'),
        fileCoin('floki'),
      ],
    });
    expect(Object.fromEntries(coins.map((coin) => [coin.id, coin.logo]))).toEqual({
      tether: '/icons/tokens/usdt.svg',
      cosmos: coinMarkPath('cosmos'),
      floki: undefined,
    });
  });

  it('lets a coin file win for its coin, matched by market id, adding the package’s other chains', () => {
    const written: WrittenCoin = {
      id: 'tether',
      slug: 'usdt',
      name: 'Tether USDt',
      symbol: 'USDT',
      logo: '/icons/tokens/usdt.svg',
      widget: { chain: 'ETH', token: USDT_ETH, otherChains: ['TRON', 'BSC'] },
    };
    const floki: WrittenCoin = {
      id: 'floki',
      slug: 'floki',
      name: 'FLOKI',
      symbol: 'FLOKI',
      widget: { chain: 'ETH', token: '0xcf0c122c6b73ff809c693db761e7baebe62b6a2e' },
    };
    const { coins } = buildCatalogue({
      tokens: [
        token('tether', {
          name: 'Tether',
          marketCapRank: 3,
          addresses: {
            ethereum: USDT_ETH,
            tron: USDT_TRON,
            solana: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
          },
        }),
      ],
      written: [written, floki],
      // A coin file holds no rank; the overrides may still give one.
      overrides: { correct: [{ id: 'tether', rank: 2 }] },
    });
    expect(coins[0]).toEqual({
      id: 'tether',
      slug: 'usdt',
      name: 'Tether USDt',
      symbol: 'USDT',
      rank: 2,
      logo: '/icons/tokens/usdt.svg',
      written: true,
      chains: [
        { chain: 'ETH', network: 'Ethereum', address: USDT_ETH },
        { chain: 'TRON', network: 'TRON', address: USDT_TRON },
        { chain: 'BSC', network: 'BNB Chain' },
        {
          chain: 'SOLANA',
          network: 'Solana',
          address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
        },
      ],
    });
    expect(coins[1]).toMatchObject({ id: 'floki', slug: 'floki', written: true });
  });

  it('leaves out a coin whose coin file says the widget cannot swap it, though the package has its chains', () => {
    const { coins, leftOut } = buildCatalogue({
      tokens: [token('shiba-inu', { addresses: { ethereum: SHIB_ETH } })],
      written: [
        {
          id: 'shiba-inu',
          slug: 'shibainu',
          name: 'Shiba Inu',
          symbol: 'SHIB',
          widget: { swappable: false },
        },
        {
          id: 'floki',
          slug: 'floki',
          name: 'FLOKI',
          symbol: 'FLOKI',
          widget: { swappable: false },
        },
      ],
    });
    expect(coins).toEqual([]);
    expect(leftOut.map(({ id, reason }) => `${id}: ${reason}`)).toEqual([
      'shiba-inu: its coin file says the widget cannot swap it',
      'floki: its coin file says the widget cannot swap it',
    ]);
  });

  it('hides and corrects coins as the overrides say', () => {
    const { coins, leftOut, overrideProblems } = buildCatalogue({
      tokens: [
        token('bitcoin', { marketCapRank: null }),
        token('dogecoin', { marketCapRank: 9 }),
        token('tether', { marketCapRank: 3, addresses: { ethereum: USDT_ETH } }),
      ],
      overrides: {
        hide: [{ id: 'tether', reason: 'not offered this month' }],
        correct: [
          { id: 'bitcoin', rank: 1, slug: 'btc' },
          { id: 'dogecoin', name: 'Doge', chains: [{ chain: 'DOGECOIN' }] },
        ],
      },
    });
    expect(coins.map((coin) => [coin.id, coin.slug, coin.name, coin.rank])).toEqual([
      ['bitcoin', 'btc', 'Bitcoin', 1],
      ['dogecoin', 'doge', 'Doge', 9],
    ]);
    expect(leftOut).toEqual([
      { id: 'tether', name: 'Tether', reason: 'hidden by catalogue.json: not offered this month' },
    ]);
    expect(overrideProblems).toEqual([]);
  });

  it('reports each override mistake at its JSON path and leaves the coin as it was', () => {
    const { coins, overrideProblems } = buildCatalogue({
      tokens: [
        token('dogecoin', { marketCapRank: 9 }),
        token('litecoin', { marketCapRank: 20 }),
        token('tether', { marketCapRank: 3, addresses: { ethereum: USDT_ETH } }),
      ],
      written: [
        {
          id: 'bitcoin',
          slug: 'bitcoin',
          name: 'Bitcoin',
          symbol: 'BTC',
          widget: { chain: 'BITCOIN', token: 'BTC' },
        },
      ],
      reservedSlugs: ['about'],
      overrides: {
        hide: [
          { id: 'nocoin', reason: 'x' },
          { id: 'bitcoin', reason: 'x' },
        ],
        correct: [
          {
            id: 'tether',
            chains: [
              { chain: 'NOWHERE', address: USDT_ETH },
              { chain: 'TRON', address: USDT_ETH },
              { chain: 'BSC' },
            ],
          },
          { id: 'tether', chains: [{ chain: 'BSC' }] },
          { id: 'dogecoin', slug: 'bitcoin' },
          { id: 'litecoin', slug: 'about' },
          { id: 'dogecoin', name: 'Doge' },
          { id: 'bitcoin', rank: 1, name: 'BTC' },
        ],
      },
    });
    expect(overrideProblems.map((problem) => problem.path)).toEqual([
      'hide[0].id',
      'hide[1].id',
      'correct[0].chains[0].chain',
      'correct[0].chains[1].address',
      'correct[0].chains[2]',
      'correct[1].id',
      'correct[4].id',
      'correct[5].name',
      'correct[2].slug',
      'correct[3].slug',
    ]);
    expect(overrideProblems[2]!.message).toContain('"NOWHERE" is no chain the widget trades on');
    expect(overrideProblems.slice(-2).map((problem) => problem.message)).toEqual([
      'slug "bitcoin" is already the coin bitcoin\'s; choose another',
      'slug "about" is already a page\'s; choose another',
    ]);
    const tether = coins.find((coin) => coin.id === 'tether')!;
    expect(tether.chains).toEqual([{ chain: 'ETH', network: 'Ethereum', address: USDT_ETH }]);
    expect(coins.find((coin) => coin.id === 'dogecoin')!.slug).toBe('dogecoin');
  });

  it('refuses a correction that gives a chain’s own-coin address as a contract, saying why', () => {
    const { overrideProblems } = buildCatalogue({
      tokens: [token('tether', { addresses: { ethereum: USDT_ETH } })],
      overrides: {
        correct: [
          {
            id: 'tether',
            chains: [
              { chain: 'ETH', address: USDT_ETH },
              { chain: 'TON', address: 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c' },
            ],
          },
        ],
      },
    });
    expect(overrideProblems).toEqual([
      {
        path: 'correct[0].chains[1].address',
        message:
          "\"EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c\" stands for TON's own coin, not a contract: give the token's contract address, or no address if the coin is TON's own",
      },
    ]);
  });
});
