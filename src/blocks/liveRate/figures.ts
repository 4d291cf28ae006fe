import type { MarketRecord } from '../../types/schema';
import { asOfUtc, formatChange, formatPrice, shownPrice } from '../../market/format';
import type { MarketState } from '../../market/client';
import { escapeHtml } from '../../engine/html';
import { crossRate, isCurrent, quoteRate, type RateQuote } from '../../market/rate';

/**
 * What the live rate card shows, worked out from the market's answer: pure, so that the card's
 * figures are the same text whoever paints them (the prerender, or live.ts in the browser).
 */

/** A coin as the card names it: the market's id, and its name and symbol. */
export interface RateCoin {
  id: string;
  name: string;
  symbol: string;
}

export interface RateCoins {
  from: RateCoin;
  to?: RateCoin;
}

export interface PriceFact {
  label: string;
  price: string;
  change: string;
  /** Up, down or flat over 24 hours: its colour. */
  direction: 'up' | 'down' | 'flat';
}

export type Figures =
  | {
      status: 'current';
      /** "1 BTC ≈ 28.53 ETH" and back; only on a pair's card. */
      forward?: string;
      reverse?: string;
      facts: PriceFact[];
      note: string;
      /** The rate the calculator estimates with, from the prices as printed. */
      rate: number | null;
      /** The card's own figures, which a visitor may paste back into the calculator. */
      printed: string[];
    }
  | {
      status: 'loading' | 'slow' | 'unavailable';
      text: string;
      /** A Try again button, and whether it is trying. */
      retry: 'none' | 'ready' | 'busy';
    };

/** What the card is waiting for or missing, beside the market's state. */
export interface FiguresContext {
  /** The first answer has taken longer than the card waits before it says so. */
  slow: boolean;
  /** The card is asking again after a failure. */
  retrying: boolean;
  /** The visitor's clock now. */
  now: number;
}

/** "1 BTC ≈ 28.53 ETH", or "1M SHIB ≈ 0.0002216 BTC" for a tiny rate. */
const quoteText = (quote: RateQuote, from: string, to: string) =>
  `${quote.per} ${from} ≈ ${quote.amount} ${to}`;

const factOf = (coin: RateCoin, record: MarketRecord): PriceFact => {
  const change = record.price_change_percentage_24h ?? 0;
  return {
    // "BNB (BNB)" says nothing twice.
    label: coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`,
    price: formatPrice(shownPrice(record.current_price)),
    change: `${formatChange(record.price_change_percentage_24h)} in 24h`,
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
};

/** What stands in for the figures: no estimate, no old price, only what is going on. */
function unavailableText(state: MarketState, slow: boolean, { from, to }: RateCoins): string {
  const what = to ? `live ${from.symbol} to ${to.symbol} rate` : `live ${from.name} price`;
  if (state.status === 'loading') {
    if (slow) {
      return `The market data service is slow to answer, so there is no ${what} yet. Still trying; the swap's own quote gives the current rate meanwhile.`;
    }
    return to ? 'Loading the live rate…' : `Loading the live ${from.name} price…`;
  }
  return to
    ? `The ${what} is not available right now, so none is shown. The swap's own quote gives the current rate.`
    : `The ${what} is not available right now, so none is shown.`;
}

/**
 * The card's figures: the prices and the rate when the answer has every coin and is recent
 * enough, judged on the server's clock so that a visitor's wrong clock neither hides nor keeps
 * them; otherwise a sentence that says why there are none.
 */
export function figuresOf(state: MarketState, coins: RateCoins, context: FiguresContext): Figures {
  const { from, to } = coins;
  if (state.status === 'live' || state.status === 'cached') {
    const recordOf = (coin: RateCoin) => state.records.find((record) => record.id === coin.id);
    const fromRecord = recordOf(from);
    const toRecord = to && recordOf(to);
    const found = fromRecord && (!to || toRecord);
    if (found && isCurrent(state.pricesAt, context.now, state.clockOffset)) {
      // From the prices as the card prints them, so the rate and the prices agree to the digit.
      const rate = toRecord
        ? crossRate(shownPrice(fromRecord.current_price), shownPrice(toRecord.current_price))
        : null;
      if (!to || rate !== null) {
        const forward = rate !== null ? quoteRate(rate) : null;
        const reverse = rate !== null ? quoteRate(1 / rate) : null;
        return {
          status: 'current',
          forward: forward && to ? quoteText(forward, from.symbol, to.symbol) : undefined,
          reverse: reverse && to ? quoteText(reverse, to.symbol, from.symbol) : undefined,
          facts: [fromRecord, toRecord].flatMap((record, index) =>
            record ? [factOf(index === 0 ? from : to!, record)] : [],
          ),
          note: `${to ? 'Indicative rate from market prices in US dollars' : 'Market price'}, ${asOfUtc(state.pricesAt)}.`,
          rate,
          printed: [forward, reverse].flatMap((quote) => (quote ? [quote.amount] : [])),
        };
      }
    }
  }
  const slow = state.status === 'loading' && context.slow;
  return {
    status: state.status === 'loading' ? (slow ? 'slow' : 'loading') : 'unavailable',
    text: unavailableText(state, context.slow, coins),
    retry: state.status === 'loading' ? 'none' : context.retrying ? 'busy' : 'ready',
  };
}

/**
 * The figures' markup, inside the card's figures element (LiveRate.tsx styles it by part).
 * The status sentence is not in it: it stays one element, so that a screen reader hears it
 * change.
 */
export function figuresHtml(figures: Figures): string {
  if (figures.status !== 'current') return '';
  const line = (part: string, text: string | undefined) =>
    text ? `<p data-part="${part}">${escapeHtml(text)}</p>` : '';
  const facts = figures.facts
    .map(
      (fact) =>
        `<div><dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.price)}<span data-direction="${fact.direction}">${escapeHtml(fact.change)}</span></dd></div>`,
    )
    .join('');
  return `${line('rate', figures.forward)}${line('reverse', figures.reverse)}<dl>${facts}</dl>${line('note', figures.note)}`;
}
