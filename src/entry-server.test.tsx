// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { readContentFile, siteFixture } from '../tests/support/siteFixture';
import type { PageDefinition } from './engine/types';
import { prepareRender, renderPage as renderWithSite } from './entry-server';

const site = siteFixture();
const renderPage = (url: string, initial: { slug: string; page: PageDefinition | null }) =>
  renderWithSite(url, initial, site);

beforeAll(() => prepareRender());

describe('renderPage', () => {
  const page = readContentFile<PageDefinition>('coins/bitcoin.json');

  it('refuses a page whose block throws on the server, naming the address and the error', () => {
    const broken = {
      ...page,
      slug: 'broken',
      blocks: [{ type: 'faq', heading: 'Questions', items: 7 }],
    } as unknown as PageDefinition;
    expect(() => renderPage('/broken', { slug: 'broken', page: broken })).toThrow(
      /^\/broken failed to render on the server.*block\.items\.map is not a function/,
    );
  });

  it('renders the site named by the site data it is handed', () => {
    const { html } = renderWithSite(
      '/bitcoin',
      { slug: 'bitcoin', page },
      {
        ...site,
        siteName: 'OtherSwap',
      },
    );
    expect(html).toContain('OtherSwap');
  });

  it('keeps <style> out of the body markup, where it is invalid HTML', () => {
    const { html } = renderPage('/bitcoin', { slug: 'bitcoin', page });
    expect(html).toContain('Bitcoin (BTC)');
    expect(html).not.toContain('<style');
  });

  it('returns head style tags with the global rules and every class the markup uses', () => {
    const { html, styleTags } = renderPage('/bitcoin', { slug: 'bitcoin', page });
    expect(styleTags).toMatch(/<style data-emotion="css-global [\w-]+">[^<]*body\.dark/);
    const usedClasses = new Set(html.match(/\bcss-[a-z0-9]+\b/g));
    expect(usedClasses.size).toBeGreaterThan(0);
    // A class may have rules for what is inside it only (the live rate's figures).
    for (const className of usedClasses) {
      expect(styleTags).toMatch(new RegExp(`\\.${className}[{ ]`));
    }
  });

  it('starts each page with a fresh cache, so no rules leak from one page to the next', () => {
    renderPage('/bitcoin', { slug: 'bitcoin', page });
    const { html, styleTags } = renderPage('/404', { slug: '404', page: null });
    const used = new Set(html.match(/\bcss-[a-z0-9]+\b/g));
    const shipped = styleTags.match(/\.css-[a-z0-9]+\{/g) ?? [];
    for (const rule of shipped) expect(used).toContain(rule.slice(1, -1));
  });
});
