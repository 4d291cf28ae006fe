// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent, type Content } from './loadContent';
import { madePages, MAX_ADDRESS_LENGTH } from './madePages';
import { loadBlockChecks } from '../blocks';

let content: Content;
let made: ReturnType<typeof madePages>;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
  made = madePages(content.made);
});

describe('made pages on demand, on the site’s own content', () => {
  it('makes each pair page the build makes, the same to the last field', () => {
    const built = content.report.pages.filter((entry) => entry.madeByTemplate);
    expect(built.length).toBeGreaterThan(0);
    for (const { page } of built) {
      expect(made.lookup(page.slug)).toEqual({ page });
    }
  });

  it('moves each address the build moves, to the same page', () => {
    for (const { from, to } of content.redirects) {
      expect(made.lookup(from.slice(1))).toEqual({ redirect: to });
    }
  });

  it('makes nothing for a hand-written page, which is the build’s file', () => {
    for (const entry of content.report.pages.filter((page) => !page.madeByTemplate)) {
      expect(made.lookup(entry.page.slug)).toBeNull();
    }
  });

  it('answers nothing for an address of no coins, a coin to itself or a junk length', () => {
    const [first] = content.made.coins;
    expect(made.lookup('zzzztoqqqq')).toBeNull();
    expect(made.lookup(`${first!.slug}to${first!.slug}`)).toBeNull();
    expect(made.lookup(`${first!.slug}to${'a'.repeat(MAX_ADDRESS_LENGTH)}`)).toBeNull();
  });
});

describe('which made pages ask to be listed, on the site’s own content', () => {
  it('lists every made coin page and indexed pair as a page that does not say noindex', () => {
    let listed = 0;
    for (const slug of made.indexedSlugs()) {
      const found = made.lookup(slug);
      expect(found && 'page' in found, slug).toBe(true);
      expect((found as { page: { robots?: string } }).page.robots, slug).toBeUndefined();
      listed++;
    }
    expect(listed).toBeGreaterThan(content.made.catalogue.length);
  });

  it('says noindex, follow on a pair of two catalogue coins outside the indexed few', () => {
    const [last, beforeLast] = content.made.catalogue.toReversed();
    const found = made.lookup(`${last!.slug}to${beforeLast!.slug}`);
    expect(found && 'page' in found && found.page.robots).toBe('noindex, follow');
  });
});
