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

/** Sends the request and hands back the answer whatever its status; only a network failure throws. A failure of either kind is logged. */
export async function sendRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
  } catch (error) {
    console.error(REQUEST_FAILED_LOG, method, url, error);
    throw error;
  }
  if (!response.ok) {
    // A copy is read for the log, so the caller still gets the body.
    const failure = await throwIfNotOk(response.clone()).catch((error: unknown) => error);
    console.error(REQUEST_FAILED_LOG, method, url, failure);
  }
  return response;
}

/** Like sendRequest, but a non-OK answer is an error too ("status: body"). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const response = await sendRequest(method, url, body);
  await throwIfNotOk(response);
  return response;
}

export interface QueryOptions<T> {
  /** Checks the parsed body; an answer that fails the check is an error, never data. */
  accept?: (body: unknown) => body is T;
  /** Gives up after this long; without it the browser's own limits apply. */
  timeoutMs?: number;
  /** Sees an OK answer before its body is read, for what the headers say about it. */
  onResponse?: (response: Response) => void;
}

async function runQuery<T>(
  key: string,
  { accept, timeoutMs, onResponse }: QueryOptions<T>,
  nullStatuses: readonly number[],
): Promise<T | null> {
  try {
    const response = await fetch(
      key,
      timeoutMs === undefined
        ? { credentials: 'include' }
        : { credentials: 'include', signal: AbortSignal.timeout(timeoutMs) },
    );
    if (nullStatuses.includes(response.status)) return null;
    await throwIfNotOk(response);
    onResponse?.(response);
    const body: unknown = await response.json();
    if (accept && !accept(body)) throw new Error('The answer is not in the expected shape.');
    return body as T;
  } catch (error) {
    console.error(QUERY_FAILED_LOG, key, error);
    throw error;
  }
}

/**
 * GETs `key` and parses its JSON. A non-OK answer ("status: body"), unreadable JSON or a
 * body the check refuses all throw, and are logged with the key.
 */
export async function queryJson<T>(key: string, options: QueryOptions<T> = {}): Promise<T> {
  // With no status let through as null, the answer is always the body.
  return (await runQuery(key, options, [])) as T;
}

export interface QueryFnOptions<T> extends QueryOptions<T> {
  /** 'returnNull' treats 401 as "nothing to show" (for example, not signed in) instead of an error. */
  on401?: 'returnNull' | 'throw';
  /** 'returnNull' treats 404 as an answer ("there is no such thing") instead of an error. */
  on404?: 'returnNull' | 'throw';
}

/** A fetcher for SWR: GET the key's address and parse the JSON answer (see queryJson). */
export function getQueryFn<T>({
  on401 = 'throw',
  on404 = 'throw',
  ...options
}: QueryFnOptions<T> = {}) {
  const nullStatuses = [
    ...(on401 === 'returnNull' ? [401] : []),
    ...(on404 === 'returnNull' ? [404] : []),
  ];
  return (key: string): Promise<T | null> => runQuery(key, options, nullStatuses);
}
