import { sendRequest } from '../net/request';
import { httpsUrl } from './format';
import type { NewsArticle, NewsResponse } from './types';

/** How a news block with the api source treats a failed request (its block options). */
export interface NewsApiOptions {
  /** report: the failure becomes an answer with success false; raise: the request fails. */
  apiErrors: 'report' | 'raise';
  apiErrorMessage: string;
}

export const DEFAULT_API_ERROR_MESSAGE = 'Failed to load news';
export const UNREADABLE_BODY = 'Could not read response';
export const INVALID_FORMAT = 'Invalid response format';

export const newsApiUrl = (slug: string) => `/api/news/${slug}`;

/** A site path under /news/ or an https:// address; anything else is dropped. */
function safeImageUrl(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\/news\/[a-z0-9-]+\.(svg|png|jpg|webp)$/.test(value)) {
    return value;
  }
  return httpsUrl(value) ?? undefined;
}

/**
 * Our own API already cleans feed text, but the browser is the last line before the page:
 * an item without text or without an https link is left out rather than shown broken.
 */
function toArticle(item: unknown): NewsArticle | null {
  if (typeof item !== 'object' || item === null) return null;
  const { title, summary, body, date, url, imageUrl } = item as Record<string, unknown>;
  const link = httpsUrl(url);
  if (typeof title !== 'string' || !title || typeof summary !== 'string' || !link) return null;
  if (typeof date !== 'string') return null;
  const image = safeImageUrl(imageUrl);
  const paragraphs =
    Array.isArray(body) && body.length > 0 && body.every((text) => typeof text === 'string')
      ? (body as string[])
      : undefined;
  return {
    title,
    summary,
    ...(paragraphs ? { body: paragraphs } : {}),
    date,
    url: link,
    ...(image ? { imageUrl: image } : {}),
  };
}

/** The answer's body as a news response, or null when it does not have that shape. */
export function toNewsResponse(body: unknown, now: Date): NewsResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data, lastUpdated, error, fromFeeds } = body as Record<string, unknown>;
  if (typeof success !== 'boolean' || !Array.isArray(data)) return null;
  return {
    success,
    data: data.map(toArticle).filter((article) => article !== null),
    lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : now.toISOString(),
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof fromFeeds === 'boolean' ? { fromFeeds } : {}),
  };
}

/**
 * Reads an answer of /api/news/:slug. In report mode every failure (spec section 8: non-OK,
 * unreadable body, invalid JSON) becomes success false with empty data and the current time;
 * in raise mode a non-OK answer throws the block's message.
 */
export async function readNewsAnswer(
  response: Response,
  { apiErrors, apiErrorMessage }: NewsApiOptions,
  now: () => Date = () => new Date(),
): Promise<NewsResponse> {
  if (apiErrors === 'raise') {
    if (!response.ok) throw new Error(apiErrorMessage);
    const parsed = toNewsResponse(await response.json(), now());
    if (!parsed) throw new Error(INVALID_FORMAT);
    return parsed;
  }
  const failed = (error: string): NewsResponse => ({
    success: false,
    data: [],
    lastUpdated: now().toISOString(),
    error,
  });
  if (!response.ok) return failed(apiErrorMessage);
  let text: string;
  try {
    text = await response.text();
  } catch {
    return failed(UNREADABLE_BODY);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failed(INVALID_FORMAT);
  }
  return toNewsResponse(body, now()) ?? failed(INVALID_FORMAT);
}

export async function fetchNews(url: string, options: NewsApiOptions): Promise<NewsResponse> {
  let response: Response;
  try {
    response = await sendRequest('GET', url);
  } catch (error) {
    if (options.apiErrors === 'raise') throw new Error(options.apiErrorMessage, { cause: error });
    return {
      success: false,
      data: [],
      lastUpdated: new Date().toISOString(),
      error: options.apiErrorMessage,
    };
  }
  return readNewsAnswer(response, options);
}
