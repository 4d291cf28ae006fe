import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent, type Content } from './loadContent';
import { aliasTableFaults, madePages, MAX_ADDRESS_LENGTH, type MadeSource } from './madePages';
import type { PairCoin, WrittenPage } from './pairTemplate';
import type { CatalogueCoin } from '../catalogue/types';
import { loadBlockChecks } from '../blocks';

let content: Content;
let made: ReturnType<typeof madePages>;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
  made = madePages(content.made);
});

describe('made pages on demand, on the site’s own content', () => {
  it('makes each pair page the build makes, the same to the last field', () => {
    const built = content.report.pages.filter((entry) => entry.madeByTemplate);
    expect(built.length).toBeGreaterThan(0);
    for (const { page } of built) {
      expect(made.lookup(page.slug)).toEqual({ page });
    }
  });

  it('moves each address the build moves, to the same page', () => {
    for (const { from, to } of content.redirects) {
      expect(made.lookup(from.slice(1))).toEqual({ redirect: to });
    }
  });

  it('makes nothing for a hand-written page, which is the build’s file', () => {
    for (const entry of content.report.pages.filter((page) => !page.madeByTemplate)) {
      expect(made.lookup(entry.page.slug)).toBeNull();
    }
  });

  it('answers nothing for an address of no coins, a coin to itself or a junk length', () => {
    const [first] = content.made.coins;
    expect(made.lookup('zzzztoqqqq')).toBeNull();
    expect(made.lookup(`${first!.slug}to${first!.slug}`)).toBeNull();
    expect(made.lookup(`${first!.slug}to${'a'.repeat(MAX_ADDRESS_LENGTH)}`)).toBeNull();
  });
});

describe('which made pages ask to be listed, on the site’s own content', () => {
  it('lists every made coin page and indexed pair as a page that does not say noindex', () => {
    let listed = 0;
    for (const slug of made.indexedSlugs()) {
      const found = made.lookup(slug);
      expect(found && 'page' in found, slug).toBe(true);
      expect((found as { page: { robots?: string } }).page.robots, slug).toBeUndefined();
      listed++;
    }
    expect(listed).toBeGreaterThan(content.made.catalogue.length);
  });

  it('says noindex, follow on a pair of two catalogue coins outside the indexed few', () => {
    const [last, beforeLast] = content.made.catalogue.toReversed();
    const found = made.lookup(`${last!.slug}to${beforeLast!.slug}`);
    expect(found && 'page' in found && found.page.robots).toBe('noindex, follow');
  });
});

describe('aliases: every coin’s symbol and name, one rule for the build and both servers', () => {
  const fileCoin = (name: string, symbol: string, slug: string, aliases?: string[]): PairCoin => ({
    name,
    symbol,
    slug,
    ...(aliases && { aliases }),
    widget: { chain: 'ETH', token: symbol },
    pair: { network: 'Ethereum' },
  });
  const listed = (name: string, symbol: string, slug: string, rank: number): CatalogueCoin => ({
    id: slug,
    slug,
    name,
    symbol,
    rank,
    chains: [{ chain: 'ETH', network: 'Ethereum', address: `0x${'1'.repeat(40)}` }],
  });
  const bitcoin = fileCoin('Bitcoin', 'BTC', 'bitcoin');
  const ethereum = fileCoin('Ethereum', 'ETH', 'ethereum');
  const tether = fileCoin('Tether', 'USDT', 'usdt');
  const written: WrittenPage[] = [
    { slug: 'about', kind: 'fixed' },
    { slug: 'bitcointoethereum', kind: 'pair', fromSymbol: 'BTC', toSymbol: 'ETH' },
    { slug: 'ethtousdt', kind: 'pair', fromSymbol: 'ETH', toSymbol: 'USDT' },
  ];
  const sourceOf = (coins: PairCoin[], catalogue: CatalogueCoin[]): MadeSource => ({
    pairTemplate: { title: ['{from.name} to {to.name}'] },
    // Only addresses are asked for here: the templates' text is not read.
    coinTemplate: {},
    coins,
    catalogue,
    written,
    indexedPairCoins: 0,
    chartSymbols: [],
  });
  const kindOf = (coins: PairCoin[], catalogue: CatalogueCoin[] = []) =>
    madePages(sourceOf(coins, catalogue)).kindOf;

  it('moves a symbol to its coin’s page, a coin file’s or a catalogue coin’s', () => {
    const kind = kindOf([bitcoin, ethereum], [listed('Dogecoin', 'DOGE', 'dogecoin', 9)]);
    expect(kind('btc')).toEqual({ kind: 'redirect', to: 'bitcoin' });
    expect(kind('eth')).toEqual({ kind: 'redirect', to: 'ethereum' });
    expect(kind('doge')).toEqual({ kind: 'redirect', to: 'dogecoin' });
  });

  it('moves a coin file’s coin by its name where its slug is not the name, pairs too', () => {
    const cardano = fileCoin('Cardano', 'ADA', 'ada');
    const kind = kindOf([bitcoin, cardano], [listed('Dogecoin', 'DOGE', 'dogecoin', 9)]);
    expect(kind('cardano')).toEqual({ kind: 'redirect', to: 'ada' });
    expect(kind('cardanotobitcoin')).toEqual({ kind: 'redirect', to: 'adatobitcoin' });
    expect(kind('dogecointocardano')).toEqual({ kind: 'redirect', to: 'dogecointoada' });
    // A name that is another coin's slug stays that coin's.
    const polygon = listed('Polygon', 'MATIC', 'polygon', 20);
    const kindWithPolygon = kindOf([fileCoin('Polygon', 'POL', 'pol')], [polygon]);
    expect(kindWithPolygon('polygon')).toMatchObject({ kind: 'coin', coin: { slug: 'polygon' } });
  });

  it('moves a pair spelled with aliases on either side, or both, to its one page', () => {
    const kind = kindOf([bitcoin, ethereum, tether], [listed('Dogecoin', 'DOGE', 'dogecoin', 9)]);
    expect(kind('ethtobtc')).toEqual({ kind: 'redirect', to: 'ethereumtobitcoin' });
    expect(kind('ethereumtobtc')).toEqual({ kind: 'redirect', to: 'ethereumtobitcoin' });
    expect(kind('btctoethereum')).toEqual({ kind: 'redirect', to: 'bitcointoethereum' });
    expect(kind('dogetobtc')).toEqual({ kind: 'redirect', to: 'dogecointobitcoin' });
    // The spec's route /ethtousdt stays the page; its other spellings move to it.
    expect(kind('ethtousdt')).toEqual({ kind: 'written' });
    expect(kind('ethereumtousdt')).toEqual({ kind: 'redirect', to: 'ethtousdt' });
  });

  it('gives a shared symbol to the coin file’s coin, then to the higher-ranked coin', () => {
    const kind = kindOf(
      [bitcoin, ethereum],
      [
        listed('Bitcoin Token', 'BTC', 'bitcointoken', 40),
        listed('Doge Killer', 'DOGE', 'dogekiller', 900),
        listed('Dogecoin', 'DOGE', 'dogecoin', 9),
      ].sort((a, b) => a.rank! - b.rank!),
    );
    expect(kind('btc')).toEqual({ kind: 'redirect', to: 'bitcoin' });
    expect(kind('doge')).toEqual({ kind: 'redirect', to: 'dogecoin' });
  });

  it('never lets an alias take a coin’s slug or a page', () => {
    const made = madePages(
      sourceOf(
        [bitcoin, fileCoin('Aboutcoin', 'ABOUT', 'aboutcoin', ['about', 'bitcoin'])],
        [listed('Hold', 'EARN', 'hold', 50), listed('Holdstation', 'HOLD', 'holdstation', 60)],
      ),
    );
    expect(made.kindOf('about')).toEqual({ kind: 'written' });
    expect(made.kindOf('hold')).toMatchObject({ kind: 'coin', coin: { slug: 'hold' } });
    expect(made.kindOf('bitcoin')).toEqual({ kind: 'written' });
    expect(made.aliases.refused).toEqual([
      { alias: 'about', slug: 'aboutcoin', reason: 'it is taken by the page /about' },
      { alias: 'bitcoin', slug: 'aboutcoin', reason: 'it is taken by the coin /bitcoin' },
    ]);
  });

  it('refuses the lower-ranked alias that would make an address read two ways', () => {
    // /abtocdtoef reads AB to Cdtoef and Abtocd to EF once both symbols are aliases.
    const catalogue = [
      listed('Alphabet', 'AB', 'alphabet', 10),
      listed('Abtocd', 'QQ', 'abtocd', 11),
      listed('Cdtoef', 'RR', 'cdtoef', 12),
      listed('Effect', 'EF', 'effect', 20),
    ];
    const made = madePages(sourceOf([bitcoin], catalogue));
    expect(made.kindOf('ab')).toEqual({ kind: 'redirect', to: 'alphabet' });
    expect(made.kindOf('ef')).toEqual({ kind: 'none' });
    expect(made.kindOf('abtocdtoef')).toEqual({ kind: 'redirect', to: 'alphabettocdtoef' });
    expect(made.aliases.faults()).toEqual([]);
  });

  it('proves a table faulty where an alias shadows a page or reads two ways', () => {
    const claimants = [bitcoin, { slug: 'abtocd', symbol: 'QQ' }, { slug: 'cdtoef', symbol: 'RR' }];
    const faults = aliasTableFaults(
      new Map([
        ['about', 'bitcoin'],
        ['ab', 'bitcoin'],
        ['ef', 'cdtoef'],
      ]),
      claimants,
      written,
    );
    expect(faults.map((fault) => fault.message)).toEqual([
      'alias /about shadows the page /about',
      'with the coins’ symbols and aliases, /abtocdtoef would read two ways: ab to cdtoef and abtocd to ef',
    ]);
  });

  it('lists the moves of the coin files’ aliases for static hosts, each as the server answers', () => {
    const made = madePages(sourceOf([bitcoin, ethereum, tether], []));
    const moves = new Map(made.aliasRedirects().map(({ from, to }) => [from, to]));
    expect(moves.get('/btc')).toBe('/bitcoin');
    expect(moves.get('/ethtobtc')).toBe('/ethereumtobitcoin');
    expect(moves.get('/usdttoeth')).toBe('/usdttoethereum');
    expect(moves.has('/ethtousdt')).toBe(false);
    for (const [from, to] of moves) {
      expect(made.lookup(from.slice(1))).toEqual({ redirect: to });
    }
  });
});
