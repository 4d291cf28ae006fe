import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, sendRequest } from './request';

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
