import { describe, expect, it } from 'vitest';
import { RUBIC_BLOCKCHAIN_NAMES } from '../../tests/fixtures/fake-upstreams/documentedFields';
import { siteFixture } from '../../tests/support/siteFixture';
import { swapHref } from './swapLink';
import { parseWidgetAmount, widgetTradeFromQuery } from './widgetTrade';

const { coins } = siteFixture();
const tradeFor = (href: string) => widgetTradeFromQuery(new URL(href, 'https://x').search, coins);

describe('widgetTradeFromQuery', () => {
  it('opens on the pair a pair page hands over, in the widget’s chain and token names', () => {
    expect(tradeFor(swapHref({ from: 'solana', to: 'usdt', amount: '2' }))).toEqual({
      from: 'SOL',
      fromChain: 'SOLANA',
      to: 'USDT',
      toChain: 'SOLANA',
      amount: 2,
    });
  });

  it('keeps a coin on its own chain when the other coin is not on one of its chains', () => {
    expect(tradeFor(swapHref({ from: 'usdt', to: 'bitcoin' }))).toEqual({
      from: 'USDT',
      fromChain: 'ETH',
      to: 'BTC',
      toChain: 'BITCOIN',
    });
    expect(tradeFor(swapHref({ from: 'trx', to: 'usdt' }))).toMatchObject({ toChain: 'TRON' });
    expect(tradeFor(swapHref({ from: 'usdt', to: 'bnb' }))).toMatchObject({ fromChain: 'BSC' });
  });

  it('prefills only the paying coin for a coin page', () => {
    expect(tradeFor(swapHref({ from: 'bitcoin' }))).toEqual({ from: 'BTC', fromChain: 'BITCOIN' });
  });

  it('injects a token given by contract address for its chain, as the widget requires', () => {
    expect(tradeFor(swapHref({ from: 'pepe', to: 'link' }))).toEqual({
      from: '0x6982508145454Ce325dDbE47a25d4ec3d2311933',
      fromChain: 'ETH',
      to: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
      toChain: 'ETH',
      injectTokens: {
        eth: [
          '0x6982508145454Ce325dDbE47a25d4ec3d2311933',
          '0x514910771AF9Ca656af840dff83E8264EcF986CA',
        ],
      },
    });
  });

  it('ignores hostile and unknown values, so the widget keeps its defaults', () => {
    expect(tradeFor('/?from=<script>alert(1)</script>&to=x&amount=1')).toEqual({});
    expect(tradeFor('/?from=ETH&fromChain=EVIL&to=constructor')).toEqual({});
    expect(tradeFor('/?from=__proto__&to=toString')).toEqual({});
    expect(tradeFor('/?to=bitcoin&from=nosuchcoin&amount=5')).toEqual({
      to: 'BTC',
      toChain: 'BITCOIN',
    });
  });

  it('does not open on a coin marked as not swappable in the widget', () => {
    const marked = coins.map((coin) =>
      coin.slug === 'xrp' ? { ...coin, widget: { decimals: 6, swappable: false as const } } : coin,
    );
    expect(widgetTradeFromQuery('?from=xrp&to=bitcoin', marked)).toEqual({
      to: 'BTC',
      toChain: 'BITCOIN',
    });
  });

  it('drops the receiving coin when it is the paying coin', () => {
    expect(tradeFor('/?from=solana&to=solana')).toEqual({ from: 'SOL', fromChain: 'SOLANA' });
  });
});

describe('the catalogue’s widget identifiers', () => {
  it('name every swappable coin’s chain as Rubic’s BLOCKCHAIN_NAME list does', () => {
    const chains = coins.flatMap((coin) => (coin.widget.chain ? [coin.widget.chain] : []));
    expect(chains.length).toBeGreaterThan(0);
    expect(
      chains.filter((chain) => !(RUBIC_BLOCKCHAIN_NAMES as readonly string[]).includes(chain)),
    ).toEqual([]);
  });
});

describe('parseWidgetAmount', () => {
  it('takes plain positive amounts within the token’s decimals', () => {
    expect(parseWidgetAmount('2', 8)).toBe(2);
    expect(parseWidgetAmount('0.00000001', 8)).toBe(0.00000001);
    expect(parseWidgetAmount('1.5', 6)).toBe(1.5);
  });

  it('refuses what is not a positive plain amount, or more precise than the token', () => {
    for (const text of ['', '0', '0.0', '-1', '1e9', '+2', '1,5', ' 1', '0x10', '01', 'NaN']) {
      expect(parseWidgetAmount(text, 18), text).toBeUndefined();
    }
    expect(parseWidgetAmount('0.000000001', 8)).toBeUndefined();
    expect(parseWidgetAmount('1'.repeat(16), 18)).toBeUndefined();
  });
});
