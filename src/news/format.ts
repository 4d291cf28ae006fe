const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // The same day on the server that prerenders and in every visitor's browser.
  timeZone: 'UTC',
});

/** "2026-03-18" → "Mar 18, 2026"; null when the text is not a date. */
export function formatArticleDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : shortDate.format(time);
}

/** The address as given when it is an absolute https:// URL, otherwise null. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
