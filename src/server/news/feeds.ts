import { parseFeed } from '@rowanmanning/feed-parser';
import { httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { plainText, shorten } from './sanitize';

const MAX_FEED_BYTES = 2_000_000;
const MAX_TITLE = 160;
const MAX_SUMMARY = 320;

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

/**
 * One feed's items as articles: text stripped of markup, links and images https only, items
 * without a title, a safe link or a date left out. Throws when the feed cannot be fetched in
 * time or is not a feed.
 */
export async function fetchFeedArticles(url: string, timeoutMs: number): Promise<NewsArticle[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
    },
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const feed = parseFeed(await readCapped(response, MAX_FEED_BYTES));
  return feed.items.flatMap((item) => {
    const title = shorten(plainText(item.title), MAX_TITLE);
    const link = httpsUrl(item.url);
    const published = item.published ?? item.updated;
    if (!title || !link || !published || Number.isNaN(published.getTime())) return [];
    const image = httpsUrl(item.image?.url ?? item.mediaImages[0]?.url);
    return [
      {
        title,
        summary: shorten(plainText(item.description ?? item.content), MAX_SUMMARY),
        date: published.toISOString(),
        url: link,
        ...(image ? { imageUrl: image } : {}),
      },
    ];
  });
}
