import { useEffect, type RefObject } from 'react';
import { formatPrice } from '../../market/format';
import type { RowPrice } from './prices';
import { MARK_ATTRIBUTE, PRICE_ATTRIBUTE } from './rows';

/** A row's mark is fetched a little before the row scrolls into view. */
const MARK_MARGIN = '400px 0px';

/** Hides the rows that do not match, by their place in the list. */
export function useRowsShown(list: RefObject<HTMLElement | null>, matching: readonly boolean[]) {
  useEffect(() => {
    const rows = list.current?.children ?? [];
    for (let index = 0; index < rows.length; index++) {
      rows[index]!.toggleAttribute('hidden', !matching[index]);
    }
  }, [list, matching]);
}

/** Writes each row's price, or none, by the coin ids in the list's order. */
export function useRowPricesShown(
  list: RefObject<HTMLElement | null>,
  ids: readonly string[],
  prices: ReadonlyMap<string, RowPrice>,
) {
  useEffect(() => {
    const rows = list.current?.children ?? [];
    for (let index = 0; index < rows.length; index++) {
      const place = rows[index]!.querySelector(`[${PRICE_ATTRIBUTE}]`);
      const price = prices.get(ids[index] ?? '');
      const text = price ? formatPrice(price.usd) : '';
      if (place && place.textContent !== text) place.textContent = text;
    }
  }, [list, ids, prices]);
}

/** Draws each row's mark once the row comes near the screen; each is drawn once. */
export function useMarksNearView(list: RefObject<HTMLElement | null>, rowsHtml: string) {
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (!change.isIntersecting) continue;
          observer.unobserve(change.target);
          const box = change.target.querySelector(`[${MARK_ATTRIBUTE}]`);
          const source = box?.getAttribute(MARK_ATTRIBUTE);
          if (!box || !source || box.firstChild) continue;
          const mark = document.createElement('img');
          Object.assign(mark, { src: source, alt: '', width: 24, height: 24, decoding: 'async' });
          box.append(mark);
        }
      },
      { rootMargin: MARK_MARGIN },
    );
    for (const row of element.children) observer.observe(row);
    return () => observer.disconnect();
  }, [list, rowsHtml]);
}
