import { httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { readFeedItems } from './feedItems';
import { plainText, shorten } from './sanitize';

const MAX_FEED_BYTES = 2_000_000;
const MAX_TITLE = 160;
const MAX_SUMMARY = 320;
/** Clocks drift and time zones get mislabelled; an item further ahead than this is not news. */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;
const MAX_REDIRECTS = 3;

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** A host name that is, or is written as, an address on this machine or a private network. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return true;
  }
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a >= 224 ||
      (a === 198 && (b === 18 || b === 19)) ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (!host.includes(':')) return false;
  // IPv6: loopback, unspecified, unique-local, link-local and site-local, multicast, and
  // IPv4 written inside IPv6 (mapped, compatible, or through NAT64's well-known prefix).
  return (
    host === '::1' ||
    host === '::' ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89a-f][0-9a-f]:/.test(host) ||
    /^ff[0-9a-f]{2}:/.test(host) ||
    host.startsWith('::ffff:') ||
    /^::[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(host) ||
    host.startsWith('64:ff9b:')
  );
}

/**
 * Whether a feed's redirect may be followed: within the feed's own origin only, so a feed
 * cannot send the server to another host or to another port of its host (the server's own
 * port among them); never to a loopback or private address, however written; never from
 * https to http. The one move across ports allowed is http's default to https's, on the
 * same host.
 */
export function mayFollowRedirect(from: URL, to: URL): boolean {
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return false;
  if (from.protocol === 'https:' && to.protocol !== 'https:') return false;
  if (to.username || to.password) return false;
  if (to.hostname !== from.hostname || isInternalHost(to.hostname)) return false;
  if (to.protocol === from.protocol) return to.port === from.port;
  return from.port === '' && to.port === '';
}

async function fetchFeed(url: string, timeoutMs: number): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const response = await fetch(current, {
      signal,
      redirect: 'manual',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
      },
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel().catch(() => undefined);
    const target = new URL(location, current);
    if (hop >= MAX_REDIRECTS) throw new Error(`redirected more than ${MAX_REDIRECTS} times`);
    if (!mayFollowRedirect(current, target)) {
      throw new Error(`redirected to ${target.origin}, which is not followed`);
    }
    current = target;
  }
}

/**
 * One feed's items as articles: text stripped of markup, links and images https only, items
 * without a title, a safe link or a date, or dated more than a day ahead, left out. Throws
 * when the feed cannot be fetched in time or is not a feed.
 */
export async function fetchFeedArticles(
  url: string,
  timeoutMs: number,
  now: number = Date.now(),
): Promise<NewsArticle[]> {
  const response = await fetchFeed(url, timeoutMs);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`answered ${response.status}`);
  }
  const items = await readFeedItems(await readCapped(response, MAX_FEED_BYTES));
  return items.flatMap((item) => {
    const title = shorten(plainText(item.title), MAX_TITLE);
    const link = httpsUrl(item.link.trim());
    const published = Date.parse(item.date);
    if (!title || !link || Number.isNaN(published) || published > now + MAX_FUTURE_MS) return [];
    const image = httpsUrl(item.imageUrl.trim());
    return [
      {
        title,
        summary: shorten(plainText(item.summary), MAX_SUMMARY),
        date: new Date(published).toISOString(),
        url: link,
        ...(image ? { imageUrl: image } : {}),
      },
    ];
  });
}
