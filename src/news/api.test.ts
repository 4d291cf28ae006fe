import { describe, expect, it } from 'vitest';
import { readNewsAnswer, toNewsResponse, type NewsApiOptions } from './api';

const now = () => new Date('2026-04-01T12:00:00.000Z');
const pepe: NewsApiOptions = { apiErrors: 'report', apiErrorMessage: 'Failed to load Pepe news' };
const bitcoin: NewsApiOptions = {
  apiErrors: 'raise',
  apiErrorMessage: 'Failed to fetch Bitcoin news',
};

const article = {
  title: 'A title',
  summary: 'A summary',
  date: '2026-03-01',
  url: 'https://news.example/a',
  imageUrl: 'https://news.example/a.png',
};
const goodBody = JSON.stringify({
  success: true,
  data: [article],
  lastUpdated: '2026-03-31T00:00:00Z',
});

/** A response whose body cannot be read: the stream fails part-way. */
function unreadableResponse(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection reset'));
    },
  });
  return new Response(body, { status: 200 });
}

describe('readNewsAnswer, report mode (the Pepe page)', () => {
  const failure = (error: string) => ({
    success: false,
    data: [],
    lastUpdated: '2026-04-01T12:00:00.000Z',
    error,
  });

  it('passes a good answer through', async () => {
    await expect(readNewsAnswer(new Response(goodBody), pepe, now)).resolves.toEqual({
      success: true,
      data: [article],
      lastUpdated: '2026-03-31T00:00:00Z',
    });
  });

  it.each([
    ['a non-OK answer', () => new Response('oops', { status: 500 }), 'Failed to load Pepe news'],
    ['an unreadable body', unreadableResponse, 'Could not read response'],
    ['a body that is not JSON', () => new Response('<html>'), 'Invalid response format'],
    ['JSON of another shape', () => new Response('{"articles":[]}'), 'Invalid response format'],
  ])('turns %s into success false, empty data and the current time', async (_, make, error) => {
    await expect(readNewsAnswer(make(), pepe, now)).resolves.toEqual(failure(error));
  });
});

describe('readNewsAnswer, raise mode (the Bitcoin page)', () => {
  it('uses the answer', async () => {
    const answer = await readNewsAnswer(new Response(goodBody), bitcoin, now);
    expect(answer.data).toEqual([article]);
  });

  it('throws the block message on a non-OK answer', async () => {
    await expect(readNewsAnswer(new Response('', { status: 502 }), bitcoin, now)).rejects.toThrow(
      'Failed to fetch Bitcoin news',
    );
  });

  it('throws on a body that is not JSON', async () => {
    await expect(readNewsAnswer(new Response('nope'), bitcoin, now)).rejects.toThrow();
  });
});

describe('toNewsResponse', () => {
  it('drops items with unsafe links and unsafe images', () => {
    const answer = toNewsResponse(
      {
        success: true,
        data: [
          { ...article, url: 'javascript:alert(1)' },
          { ...article, url: 'http://plain.example/' },
          { ...article, imageUrl: 'javascript:alert(1)' },
          { ...article, title: '' },
          'not an object',
        ],
        lastUpdated: 'x',
      },
      now(),
    );
    expect(answer?.data).toEqual([
      { title: 'A title', summary: 'A summary', date: '2026-03-01', url: 'https://news.example/a' },
    ]);
  });

  it('fills in the time when the answer has none', () => {
    expect(toNewsResponse({ success: true, data: [] }, now())?.lastUpdated).toBe(
      '2026-04-01T12:00:00.000Z',
    );
  });
});
