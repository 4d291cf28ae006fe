/**
 * The site's one way to call its own APIs (spec section 7): credentials always go along,
 * JSON bodies are labelled as such, and failures are logged with the method and address.
 * The log lines keep the original product's Turkish wording so existing log searches match.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const REQUEST_FAILED_LOG = 'API isteği başarısız:';
const QUERY_FAILED_LOG = 'Sorgu fonksiyonu hatası:';

/** Turns a non-OK answer into an Error reading "status: body", or the status text when the body is empty. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${body}`);
}

/** Sends the request and hands back the answer whatever its status; only a network failure throws. */
export async function sendRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  try {
    return await fetch(url, {
      method,
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
  } catch (error) {
    console.error(REQUEST_FAILED_LOG, method, url, error);
    throw error;
  }
}

/** Like sendRequest, but a non-OK answer is an error too. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const response = await sendRequest(method, url, body);
  try {
    await throwIfNotOk(response);
  } catch (error) {
    console.error(REQUEST_FAILED_LOG, method, url, error);
    throw error;
  }
  return response;
}

export interface QueryFnOptions {
  /** 'returnNull' treats 401 as "nothing to show" (for example, not signed in) instead of an error. */
  on401: 'returnNull' | 'throw';
}

/** A fetcher for SWR: GET the key's address and parse the JSON answer. */
export function getQueryFn<T>({ on401 }: QueryFnOptions = { on401: 'throw' }) {
  return async (key: string): Promise<T | null> => {
    try {
      const response = await fetch(key, { credentials: 'include' });
      if (on401 === 'returnNull' && response.status === 401) return null;
      await throwIfNotOk(response);
      return (await response.json()) as T;
    } catch (error) {
      console.error(QUERY_FAILED_LOG, key, error);
      throw error;
    }
  };
}
