import { describe, expect, it } from 'vitest';
import { brokenRenderedLinks, linksOf } from './rendered-links';

const home = linksOf(
  '/',
  `<a href="#main">Skip</a><main id="main"><a class="row" href="/bitcoin">BTC</a>
   <a href="/dogecoin">DOGE</a><a href="/bitcoin#chart">Chart</a><a href="/bitcoin#nope">x</a>
   <a href="#faq">FAQ</a><a href="https://example.com/x">out</a><a href="mailto:a@b.c">mail</a>
   <a href="/sitemap.xml">map</a><a href="/bitcointobnb">known</a><a href="/?a=1&amp;b=2">q</a></main>`,
);
const bitcoin = linksOf('/bitcoin', '<h2 id="chart">Chart</h2><a href="/">Home</a>');

describe('brokenRenderedLinks', () => {
  it('names the page and each link that leads to no page or no anchor', () => {
    expect(brokenRenderedLinks([home, bitcoin], ['/bitcointobnb'])).toEqual([
      '/ links to /dogecoin: no page has this address',
      '/ links to /bitcoin#nope: /bitcoin has no element with id "nope"',
      '/ links to #faq: / has no element with id "faq"',
    ]);
  });

  it('allows a known broken link, with or without an anchor', () => {
    const page = linksOf('/a', '<a href="/gone">x</a><a href="/gone#part">y</a>');
    expect(brokenRenderedLinks([page], ['/gone'])).toEqual([]);
    expect(brokenRenderedLinks([page], [])).toHaveLength(2);
  });

  it("follows the server's redirects, anchors included", () => {
    const page = linksOf(
      '/a',
      '<a href="/old">x</a><a href="/old#chart">y</a><a href="/old#no">z</a>',
    );
    const redirects = [{ from: '/old', to: '/bitcoin' }];
    const front = linksOf('/', '<a href="/a">A</a>');
    expect(brokenRenderedLinks([page, bitcoin, front], [], redirects)).toEqual([
      '/a links to /old#no: /bitcoin has no element with id "no"',
    ]);
  });

  it('reads entities in addresses and ids as the browser does', () => {
    const page = linksOf('/a', '<a href="#a&amp;b">x</a><h2 id="a&amp;b">A</h2>');
    expect(brokenRenderedLinks([page], [])).toEqual([]);
  });
});
