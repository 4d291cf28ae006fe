import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  checkLinks,
  linksAndAnchorsOf,
  stringsUnderKey,
  type LinkCheck,
  type LinkTarget,
} from './links';

describe('stringsUnderKey', () => {
  it('finds strings under a key at any depth, with their paths', () => {
    const value = { nav: [{ href: '/a' }], blocks: [{ body: [['x', { href: '#b' }]] }], href: 5 };
    expect(stringsUnderKey(value, 'href')).toEqual([
      { segments: ['nav', 0, 'href'], value: '/a' },
      { segments: ['blocks', 0, 'body', 0, 1, 'href'], value: '#b' },
    ]);
  });
});

describe('anchorsOf', () => {
  it('collects every id inside the blocks, and nothing outside them', () => {
    const page = { id: 'not-this', blocks: [{ id: 'about' }, { items: [{ id: 'deep' }] }] };
    expect(anchorsOf(page)).toEqual(new Set(['about', 'deep']));
  });
});

describe('linksAndAnchorsOf', () => {
  /** `{ k: { k: … inner … } }`, `depth` levels down. */
  const nest = (depth: number, inner: unknown): unknown =>
    depth === 0 ? inner : { k: nest(depth - 1, inner) };

  it('finds what stringsUnderKey and anchorsOf find, at every depth either reaches', () => {
    const pages: Record<string, unknown>[] = [
      {
        id: 'not-this',
        href: '/top',
        nav: [{ href: '/a', id: 'nav-id' }],
        blocks: [{ id: 'about', href: '#about' }, { items: [{ id: 'deep', link: { href: 3 } }] }],
      },
      { blocks: { id: 'odd', href: { href: '/inner' } }, id: { href: '/under-id' } },
      ...[62, 63, 64, 65].map((depth) => ({
        blocks: [nest(depth, { id: `at-${depth}`, href: `/at-${depth}` })],
      })),
    ];
    for (const page of pages) {
      const found = linksAndAnchorsOf(page);
      expect(found.hrefs).toEqual(stringsUnderKey(page, 'href'));
      expect(found.anchors).toEqual(anchorsOf(page));
    }
    expect(linksAndAnchorsOf(pages[3]!).anchors).toEqual(new Set(['at-63']));
    expect(linksAndAnchorsOf(pages[3]!).hrefs).toEqual([]);
  });
});

const target = (file: string, ...anchors: string[]): LinkTarget => ({
  file,
  anchors: new Set(anchors),
});

function check(overrides: Partial<LinkCheck>): ReturnType<typeof checkLinks> {
  return checkLinks({
    sources: [],
    targets: new Map([
      ['/', target('pages/home.json')],
      ['/bitcoin', target('coins/bitcoin.json', 'about', 'chart')],
    ]),
    knownBroken: [],
    knownBrokenFile: 'known-broken-links.json',
    suggestSlug: () => undefined,
    hasSchemaError: () => false,
    ...overrides,
  });
}

const messages = (result: ReturnType<typeof checkLinks>) =>
  result.errors.map((error) => error.message);

describe('checkLinks', () => {
  it('accepts links to pages and their anchors, and ignores external links', () => {
    const links = [
      '/',
      '/#top',
      '/bitcoin',
      '/bitcoin#chart',
      '#about',
      'https://x.example',
      'mailto:a@b',
    ];
    const value = { blocks: links.map((href) => ({ href })) };
    const result = check({
      sources: [{ file: 'coins/bitcoin.json', ownAnchors: new Set(['about']), value }],
    });
    expect(messages(result)).toEqual([
      'broken link /#top: page / has no anchor "top" (it has no anchors)',
    ]);
  });

  it('does not take /home for the home page', () => {
    const result = check({
      sources: [{ file: 'x.json', ownAnchors: new Set(), value: { href: '/home' } }],
    });
    expect(messages(result)).toEqual(['broken link /home: the home page is served at /']);
  });

  it('does not let site.json link to an anchor without a page', () => {
    const result = check({ sources: [{ file: 'site.json', value: { nav: [{ href: '#faq' }] } }] });
    expect(result.errors).toEqual([
      {
        file: 'site.json',
        path: 'nav[0].href',
        message:
          'link #faq must name a page too, such as /#faq: links in site.json appear on every page',
      },
    ]);
  });

  it('leaves links inside a field with a schema error alone', () => {
    const result = check({
      sources: [
        {
          file: 'x.json',
          ownAnchors: new Set(),
          value: { blocks: [{ buttons: { href: '/nowhere' } }] },
        },
      ],
      hasSchemaError: (_file, path) => path === 'blocks[0].buttons',
    });
    expect(result.errors).toEqual([]);
  });

  it('asks about fields only in files that have a schema error', () => {
    const asked: string[] = [];
    const result = check({
      sources: [
        { file: 'clean.json', ownAnchors: new Set(), value: { blocks: [{ href: '/nowhere' }] } },
        { file: 'broken.json', ownAnchors: new Set(), value: { blocks: [{ href: '/nowhere' }] } },
      ],
      hasSchemaError: (file, path) => {
        asked.push(file);
        return path === 'blocks[0]';
      },
      fileHasSchemaError: (file) => file === 'broken.json',
    });
    expect(result.errors.map((error) => error.file)).toEqual(['clean.json']);
    expect(new Set(asked)).toEqual(new Set(['broken.json']));
  });

  it('turns a listed broken link into one warning per listed slug', () => {
    const result = check({
      sources: [
        {
          file: 'a.json',
          ownAnchors: new Set(),
          value: { links: [{ href: '/gone' }, { href: '/gone#x' }] },
        },
        { file: 'b.json', ownAnchors: new Set(), value: { href: '/gone' } },
      ],
      knownBroken: [{ link: '/gone', path: 'links[0]' }],
      suggestSlug: (slug) => (slug === 'gone' ? 'bitcoin' : undefined),
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        link: '/gone',
        file: 'known-broken-links.json',
        path: 'links[0]',
        message:
          'known broken link, linked from a.json (links[0].href, links[1].href), b.json (href) (did you mean /bitcoin?)',
      },
    ]);
  });
});
