import type { CoinDirectoryEntry } from '../../types/schema';
import { initialsOf } from '../../ui/Logo';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/** Where a row's mark goes: drawn only once the row is near the screen. */
export const MARK_ATTRIBUTE = 'data-mark';
/** Where a row's price goes, once the market gave one. */
export const PRICE_ATTRIBUTE = 'data-price';

/**
 * The directory's rows as markup, one `<li>` per coin in the entries' order: a plain link to its
 * page, an empty box for its mark (or its initials) and an empty place for its price.
 *
 * They are markup and not React elements so that React never walks 1,500 rows: neither when
 * the prerendered page hydrates nor when the filter or a price changes (directoryDom.ts sets
 * those on the rows themselves). The mark is a box naming its picture rather than an `<img>`:
 * lazy loading needs scripting, so without it the browser would fetch every mark at once.
 */
export function directoryRowsHtml(entries: readonly CoinDirectoryEntry[]): string {
  return entries
    .map(({ slug, name, symbol, logo }) => {
      // A coin the package has no mark for gets its initials, as a logo that fails does.
      const mark = logo
        ? `<span class="mark" aria-hidden="true" ${MARK_ATTRIBUTE}="${escapeHtml(logo)}"></span>`
        : `<span class="mark initials" aria-hidden="true">${escapeHtml(initialsOf(name))}</span>`;
      return (
        `<li><a href="/${escapeHtml(slug)}">${mark}` +
        `${escapeHtml(name)} <span>${escapeHtml(symbol)}</span></a><span ${PRICE_ATTRIBUTE}=""></span></li>`
      );
    })
    .join('');
}
