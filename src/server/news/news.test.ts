import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContentFile } from '../../../tests/support/siteFixture';
import type { BuiltinNews } from '../../news/types';
import type { NewsResponse } from '../../news/types';
import { createNewsApp, type NewsAppOptions } from './index';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Fake</title><link>https://fake.example/</link><description>x</description>${items}</channel></rss>`;

const feeds: Record<string, string> = {
  '/good.xml': rss(`
    <item><title>Bitcoin miners adjust to a new difficulty</title><link>https://fake.example/btc-1</link>
      <description>&lt;p&gt;Hash rate &lt;b&gt;climbs&lt;/b&gt; again.&lt;/p&gt;</description>
      <pubDate>Tue, 10 Mar 2026 09:00:00 GMT</pubDate>
      <enclosure url="https://fake.example/btc-1.jpg" type="image/jpeg" length="1"/></item>
    <item><title>BTC fees fall on a quiet weekend</title><link>https://fake.example/btc-2</link>
      <description>Quiet.</description><pubDate>Thu, 12 Mar 2026 09:00:00 GMT</pubDate></item>
    <item><title>Ethereum validators queue up</title><link>https://fake.example/eth-1</link>
      <description>Staking news.</description><pubDate>Wed, 11 Mar 2026 09:00:00 GMT</pubDate></item>
    <item><title>Markets close mixed</title><link>https://fake.example/other</link>
      <description>The whole cryptocurrency market drifted.</description><pubDate>Wed, 11 Mar 2026 10:00:00 GMT</pubDate></item>`),
  '/atom.xml': `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><id>urn:x</id><updated>2026-03-01T00:00:00Z</updated>
    <entry><title>Pepe volume spikes</title><id>urn:1</id><link href="https://fake.example/pepe-1"/><updated>2026-03-09T00:00:00Z</updated><summary>Meme coins move.</summary></entry></feed>`,
  '/malformed.xml': '<rss><channel><item><title>Bitcoin is cut off',
  '/future.xml': rss(`
    <item><title>Bitcoin from the far future</title><link>https://fake.example/2999</link>
      <description>x</description><pubDate>Tue, 01 Jan 2999 00:00:00 GMT</pubDate></item>
    <item><title>Bitcoin two days ahead</title><link>https://fake.example/ahead</link>
      <description>x</description><pubDate>${new Date(Date.now() + 2 * DAY_MS).toUTCString()}</pubDate></item>
    <item><title>Bitcoin an hour ahead of our clock</title><link>https://fake.example/skewed</link>
      <description>x</description><pubDate>${new Date(Date.now() + HOUR_MS).toUTCString()}</pubDate></item>`),
  '/many.xml': rss(
    Array.from(
      { length: 12_000 },
      (_, index) =>
        `<item><title>Bitcoin note ${index}</title><link>https://fake.example/n/${index}</link><pubDate>${new Date(Date.parse('2026-03-01T00:00:00Z') + index * 60_000).toUTCString()}</pubDate></item>`,
    ).join(''),
  ),
  '/hostile.xml': rss(`
    <item><title>&lt;script&gt;alert("t")&lt;/script&gt;Bitcoin &lt;img src=x onerror=alert(1)&gt;hack</title>
      <link>https://fake.example/hostile-1</link>
      <description><![CDATA[<script>steal()</script><p onclick="x()">Bitcoin <a href="javascript:alert(2)">click</a></p><style>p{}</style>]]></description>
      <pubDate>Fri, 13 Mar 2026 09:00:00 GMT</pubDate>
      <enclosure url="javascript:alert(3)" type="image/png" length="1"/></item>
    <item><title>Bitcoin link that runs code</title><link>javascript:alert(4)</link>
      <description>x</description><pubDate>Fri, 13 Mar 2026 10:00:00 GMT</pubDate></item>
    <item><title>Bitcoin over plain http</title><link>http://fake.example/plain</link>
      <description>x</description><pubDate>Fri, 13 Mar 2026 11:00:00 GMT</pubDate></item>`),
};

let server: Server;
let base = '';
/** The same feeds on another port: another host, as far as a redirect is concerned. */
let elsewhereServer: Server;
let elsewhere = '';
let downUrl = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/moved.xml' || path === '/moved-away.xml') {
      const target = path === '/moved.xml' ? `${base}/good.xml` : `${elsewhere}/good.xml`;
      res.writeHead(301, { Location: target }).end();
      return;
    }
    if (path === '/slow.xml') {
      const timer = setTimeout(() => res.end(feeds['/good.xml']), 3000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const body = feeds[path];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/rss+xml' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  elsewhereServer = createServer((req, res) => {
    hits.set(`elsewhere${req.url}`, (hits.get(`elsewhere${req.url}`) ?? 0) + 1);
    res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feeds['/good.xml']);
  });
  await new Promise<void>((resolve) => elsewhereServer.listen(0, '127.0.0.1', resolve));
  elsewhere = `http://127.0.0.1:${(elsewhereServer.address() as AddressInfo).port}`;
  // A port that was just free and is now closed: the feed is down.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/feed.xml`;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  elsewhereServer.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => elsewhereServer.close(resolve));
});

beforeEach(() => {
  hits.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const builtin = readContentFile<BuiltinNews>('news/articles.json');

const keywords: Record<string, string[]> = {
  bitcoin: ['Bitcoin', 'BTC', 'cryptocurrency'],
  pepe: ['Pepe', 'PEPE', 'cryptocurrency'],
};

function newsApp(feedPaths: string[], extra: Partial<NewsAppOptions> = {}) {
  return createNewsApp({
    feeds: feedPaths.map((path) => (path.startsWith('http') ? path : `${base}${path}`)),
    keywordsForSlug: async (slug) => keywords[slug] ?? null,
    builtin,
    feedTimeoutMs: 1000,
    ...extra,
  });
}

async function ask(app: ReturnType<typeof createNewsApp>, slug: string) {
  const response = await app.request(`/${slug}`);
  return { status: response.status, body: (await response.json()) as NewsResponse };
}

const bitcoinBuiltin = [...builtin.topics.bitcoin!.articles].slice(0, 3);

describe('GET /api/news/:slug', () => {
  it("gathers the feed's articles about the page, newest first, as plain text", async () => {
    const { status, body } = await ask(newsApp(['/good.xml']), 'bitcoin');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.fromFeeds).toBe(true);
    expect(body.error).toBeUndefined();
    expect(Date.parse(body.lastUpdated)).not.toBeNaN();
    expect(body.data).toEqual([
      {
        title: 'BTC fees fall on a quiet weekend',
        summary: 'Quiet.',
        date: '2026-03-12T09:00:00.000Z',
        url: 'https://fake.example/btc-2',
      },
      {
        title: 'Bitcoin miners adjust to a new difficulty',
        summary: 'Hash rate climbs again.',
        date: '2026-03-10T09:00:00.000Z',
        url: 'https://fake.example/btc-1',
        imageUrl: 'https://fake.example/btc-1.jpg',
      },
    ]);
  });

  it('reads Atom feeds too', async () => {
    const { body } = await ask(newsApp(['/atom.xml', '/good.xml']), 'pepe');
    expect(body.data.map((article) => article.url)).toEqual(['https://fake.example/pepe-1']);
  });

  it('keeps answering for 15 minutes without reading the feeds again', async () => {
    let clock = Date.parse('2026-04-01T00:00:00Z');
    const app = newsApp(['/good.xml'], { now: () => clock });
    const first = await ask(app, 'bitcoin');
    clock += 14 * 60 * 1000;
    const second = await ask(app, 'bitcoin');
    expect(second.body).toEqual(first.body);
    expect(hits.get('/good.xml')).toBe(1);

    clock += 2 * 60 * 1000;
    const third = await ask(app, 'bitcoin');
    expect(hits.get('/good.xml')).toBe(2);
    expect(third.body.lastUpdated).not.toBe(first.body.lastUpdated);
  });

  it('reads a feed once for requests that arrive together', async () => {
    const app = newsApp(['/good.xml']);
    await Promise.all([ask(app, 'bitcoin'), ask(app, 'bitcoin'), ask(app, 'bitcoin')]);
    expect(hits.get('/good.xml')).toBe(1);
  });

  it('skips a malformed, a slow and a down feed and still serves the good one, in bounded time', async () => {
    const started = performance.now();
    const { body } = await ask(
      newsApp(['/malformed.xml', '/slow.xml', downUrl, '/good.xml']),
      'bitcoin',
    );
    expect(performance.now() - started).toBeLessThan(2500);
    expect(body.success).toBe(true);
    expect(body.data.map((article) => article.url)).toEqual([
      'https://fake.example/btc-2',
      'https://fake.example/btc-1',
    ]);
    // The cut-off XML parses to no usable item; the slow and the down feed are reported, in
    // the order they gave up.
    const warnings = vi.mocked(console.warn).mock.calls.map(([message]) => String(message));
    expect(warnings).toHaveLength(2);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/slow\.xml skipped: .*(timeout|abort)/i),
        expect.stringContaining(`${downUrl} skipped`),
      ]),
    );
  });

  it('serves the built-in articles when no feed can be read, and tries the feeds again a minute later', async () => {
    let clock = Date.parse('2026-04-01T00:00:00Z');
    const app = newsApp(['/malformed.xml', '/slow.xml', downUrl], { now: () => clock });
    const { status, body } = await ask(app, 'bitcoin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: bitcoinBuiltin });

    await ask(app, 'bitcoin');
    expect(hits.get('/malformed.xml')).toBe(1);
    clock += 61 * 1000;
    await ask(app, 'bitcoin');
    expect(hits.get('/malformed.xml')).toBe(2);
  });

  it('serves the built-in articles, reading nothing, when feeds are switched off', async () => {
    const { body } = await ask(newsApp([]), 'bitcoin');
    expect(body).toMatchObject({ success: true, data: bitcoinBuiltin, fromFeeds: false });
    expect(hits.size).toBe(0);
  });

  it('strips markup from hostile items and drops links and images that are not https', async () => {
    const { body } = await ask(newsApp(['/hostile.xml']), 'bitcoin');
    expect(body.data).toEqual([
      {
        title: 'Bitcoin hack',
        summary: 'Bitcoin click',
        date: '2026-03-13T09:00:00.000Z',
        url: 'https://fake.example/hostile-1',
      },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/<|javascript:|steal|onerror|http:\/\//i);
  });

  it('leaves out items dated more than a day ahead, so a feed cannot pin one to the top', async () => {
    const { body } = await ask(newsApp(['/future.xml']), 'bitcoin');
    expect(body.data.map((article) => article.url)).toEqual(['https://fake.example/skewed']);
  });

  it('reads only the first 200 items of a feed of 12,000', async () => {
    const { body } = await ask(newsApp(['/many.xml'], { maxArticles: 500 }), 'bitcoin');
    expect(body.data).toHaveLength(200);
    // Newest first among the items read: the 200th item, not the 12,000th.
    expect(body.data[0]?.url).toBe('https://fake.example/n/199');
  });

  it('reads each feed once per period for 50 different pages', async () => {
    let clock = Date.parse('2026-04-01T00:00:00Z');
    const app = newsApp(['/good.xml', '/atom.xml'], {
      keywordsForSlug: async (slug) => (slug.startsWith('page-') ? ['Bitcoin', 'Pepe'] : null),
      now: () => clock,
    });
    const slugs = Array.from({ length: 50 }, (_, index) => `page-${index}`);
    const answers = await Promise.all(slugs.map((slug) => ask(app, slug)));
    for (const slug of slugs.slice(0, 10)) answers.push(await ask(app, slug));
    const urls = answers.map((answer) => answer.body.data.map((article) => article.url));
    expect(new Set(urls.map(String))).toEqual(
      new Set([String(['https://fake.example/btc-1', 'https://fake.example/pepe-1'])]),
    );
    expect([hits.get('/good.xml'), hits.get('/atom.xml')]).toEqual([1, 1]);

    clock += 16 * 60 * 1000;
    await Promise.all(slugs.map((slug) => ask(app, slug)));
    expect([hits.get('/good.xml'), hits.get('/atom.xml')]).toEqual([2, 2]);
  });

  it('follows no redirect to another host, and none to a loopback address', async () => {
    const { body } = await ask(newsApp(['/moved-away.xml', '/moved.xml']), 'bitcoin');
    expect(body.data).toEqual(bitcoinBuiltin);
    expect(hits.get('elsewhere/good.xml')).toBeUndefined();
    expect(hits.get('/good.xml')).toBeUndefined();
    const warnings = vi.mocked(console.warn).mock.calls.map(([message]) => String(message));
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /moved-away\.xml skipped: redirected to http:\/\/127\.0\.0\.1:\d+, which is not followed/,
        ),
        expect.stringMatching(/moved\.xml skipped: redirected to .*not followed/),
      ]),
    );
  });

  it('answers 404 with success false for a slug no page has', async () => {
    const { status, body } = await ask(newsApp([]), 'dogecoinmoon');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, data: [] });
    expect(body.error).toMatch(/dogecoinmoon/);
  });

  it('answers for a page whose slug has dashes, as page slugs may', async () => {
    const app = newsApp([], {
      keywordsForSlug: async (slug) => (slug === 'how-it-works' ? ['Bitcoin'] : null),
    });
    const { status, body } = await ask(app, 'how-it-works');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('keeps answers for the most recently asked pages only, however many pages are asked', async () => {
    const looked: string[] = [];
    const app = newsApp(['/good.xml'], {
      keywordsForSlug: async (slug) => {
        looked.push(slug);
        return ['Bitcoin'];
      },
      maxKeptAnswers: 3,
    });
    // A crawl of 200 pairs made on demand, each with news of its own.
    for (let index = 0; index < 200; index += 1) await ask(app, `pair-${index}`);
    looked.length = 0;
    for (const slug of ['pair-199', 'pair-198', 'pair-197', 'pair-0']) {
      expect((await ask(app, slug)).body.data.length, slug).toBeGreaterThan(0);
    }
    // The last three asked were kept; the first had gone, and was gathered again.
    expect(looked).toEqual(['pair-0']);
  });

  it.each(['Bitcoin', 'bit--coin', '-bitcoin', 'btc_usd', '..%2F..%2Fetc', '%3Cscript%3E'])(
    'answers 400 for %s, which is not a page slug',
    async (slug) => {
      const { status, body } = await ask(newsApp([]), slug);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, data: [] });
    },
  );
});

describe('feed redirects towards the server itself', () => {
  it.each(['localhost', '127.1', '2130706433', '[::ffff:127.0.0.1]', '[::1]'])(
    'never follows one to the server’s own port, written as %s',
    async (host) => {
      // The site itself on a real port, counting every request that reaches it.
      let siteHits = 0;
      const site = new Hono();
      const listening = await new Promise<Server>((resolve) => {
        const started = serve(
          {
            fetch: (request, env) => {
              siteHits += 1;
              return site.fetch(request, env);
            },
            hostname: '127.0.0.1',
            port: 0,
          },
          () => resolve(started as Server),
        ) as Server;
      });
      const sitePort = (listening.address() as AddressInfo).port;
      // A feed whose host answers with a real 302 towards the site's port.
      const feed = createServer((_req, res) => {
        res.writeHead(302, { Location: `http://${host}:${sitePort}/api/news/bitcoin` }).end();
      });
      await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
      const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`;
      try {
        const app = newsApp([feedUrl]);
        site.route('/api/news', app);
        const { body } = await ask(app, 'bitcoin');
        expect(body.data).toEqual(bitcoinBuiltin);
        expect(siteHits).toBe(0);
        const warnings = vi.mocked(console.warn).mock.calls.map(([message]) => String(message));
        expect(warnings).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/feed\.xml skipped: redirected to .*not followed/),
          ]),
        );
      } finally {
        feed.closeAllConnections();
        listening.closeAllConnections();
        await new Promise((resolve) => feed.close(resolve));
        await new Promise((resolve) => listening.close(resolve));
      }
    },
  );
});
