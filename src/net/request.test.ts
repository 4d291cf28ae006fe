import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, queryJson, sendRequest } from './request';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body = '', statusText = '') =>
  new Response(body === '' ? null : body, { status, statusText });

describe('sendRequest', () => {
  it('sends a JSON body with its content type and credentials', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await sendRequest('POST', '/api/things', { name: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
      credentials: 'include',
    });
  });

  it('sends no content type when there is no body, and still includes credentials', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await sendRequest('GET', '/api/things');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('logs a network failure with the method and address, and rethrows it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendRequest('GET', '/api/news/pepe')).rejects.toThrow('Failed to fetch');
    expect(console.error).toHaveBeenCalledWith(
      'API isteği başarısız:',
      'GET',
      '/api/news/pepe',
      expect.any(TypeError),
    );
  });
});

describe('sendRequest on a non-OK answer', () => {
  it('logs "status: body" with the method and address, and still hands back the body', async () => {
    fetchMock.mockResolvedValue(answer(502, 'upstream down'));
    const response = await sendRequest('GET', '/api/news/bitcoin');
    expect(await response.text()).toBe('upstream down');
    expect(console.error).toHaveBeenCalledWith(
      'API isteği başarısız:',
      'GET',
      '/api/news/bitcoin',
      expect.objectContaining({ message: '502: upstream down' }),
    );
  });
});

describe('apiRequest', () => {
  it('turns a non-OK answer into "status: body text"', async () => {
    fetchMock.mockResolvedValue(answer(500, 'database is down', 'Internal Server Error'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: database is down');
    expect(console.error).toHaveBeenCalledWith(
      'API isteği başarısız:',
      'GET',
      '/api/x',
      expect.any(Error),
    );
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(answer(503, '', 'Service Unavailable'));
    await expect(apiRequest('DELETE', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('hands back an OK answer untouched', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"a":1}'));
    const response = await apiRequest('GET', '/api/x');
    expect(await response.json()).toEqual({ a: 1 });
  });
});

describe('getQueryFn', () => {
  it('GETs the query key with credentials and parses the JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));
    await expect(getQueryFn()('/api/config')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
  });

  it('fails on 401 by default, logging the query key', async () => {
    fetchMock.mockResolvedValue(answer(401, 'sign in first'));
    await expect(getQueryFn()('/api/me')).rejects.toThrow('401: sign in first');
    expect(console.error).toHaveBeenCalledWith(
      'Sorgu fonksiyonu hatası:',
      '/api/me',
      expect.any(Error),
    );
  });

  it('answers null on 401 when configured to', async () => {
    fetchMock.mockResolvedValue(answer(401, 'sign in first'));
    await expect(getQueryFn({ on401: 'returnNull' })('/api/me')).resolves.toBeNull();
  });

  it('still fails on other statuses when 401 returns null', async () => {
    fetchMock.mockResolvedValue(answer(403, 'no'));
    await expect(getQueryFn({ on401: 'returnNull' })('/api/me')).rejects.toThrow('403: no');
  });
});

describe('queryJson', () => {
  const isList = (body: unknown): body is number[] => Array.isArray(body);

  it('hands back a body the check accepts', async () => {
    fetchMock.mockResolvedValue(answer(200, '[1,2]'));
    await expect(queryJson('/api/list', { accept: isList })).resolves.toEqual([1, 2]);
  });

  it('refuses and logs a body the check refuses', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"a":1}'));
    await expect(queryJson('/api/list', { accept: isList })).rejects.toThrow(
      'not in the expected shape',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Sorgu fonksiyonu hatası:',
      '/api/list',
      expect.any(Error),
    );
  });

  it('logs unreadable JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '[1,'));
    await expect(queryJson('/api/list')).rejects.toThrow();
    expect(console.error).toHaveBeenCalledWith(
      'Sorgu fonksiyonu hatası:',
      '/api/list',
      expect.any(Error),
    );
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(queryJson('/api/slow', { timeoutMs: 20 })).rejects.toThrow();
  });
});

describe('getQueryFn on 404', () => {
  it('answers null when configured to, and fails with "404: body" otherwise', async () => {
    fetchMock.mockImplementation(async () => answer(404, 'null'));
    await expect(getQueryFn({ on404: 'returnNull' })('/page-data/x.json')).resolves.toBeNull();
    await expect(getQueryFn()('/page-data/x.json')).rejects.toThrow('404: null');
  });
});
