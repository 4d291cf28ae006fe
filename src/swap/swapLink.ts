/**
 * The one form in which a page hands its pair to the home page's swap widget. Coins travel
 * by catalogue slug, never by the widget's own identifiers: the widget adapter looks the
 * slugs up in the catalogue, so nothing typed into the address bar reaches the widget
 * unchecked.
 */
export interface SwapLinkParams {
  from?: string;
  to?: string;
  amount?: string;
}

export function swapHref({ from, to, amount }: SwapLinkParams): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (amount) query.set('amount', amount);
  const search = query.toString();
  return search ? `/?${search}` : '/';
}
