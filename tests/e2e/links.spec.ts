import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { fileOf } from '../../src/content/contentFiles';
import { readContentFile } from '../support/siteFixture';
import { everyRoute, notFoundRoute, siteRedirects } from '../support/site-routes';

/** Addresses the spec links to that have no page of their own: they must answer 404. */
async function knownBrokenPaths(): Promise<Set<string>> {
  const file = readContentFile<{ links: string[] }>(fileOf('knownBrokenLinks')!);
  return new Set(file.links);
}

function describeLink(link: LinkResult, baseURL: string): string {
  const local = (url: string) => url.replace(baseURL, '') || '/';
  const why = (link.failureDetails ?? [])
    .map((detail) => (detail instanceof Error ? detail.message : `status ${detail.status}`))
    .join('; ');
  const where = link.parent ? ` (linked from ${local(link.parent)})` : '';
  return `${local(link.url)}${where}: ${link.state} ${link.status ?? ''} ${why}`;
}

/** How many pages made on demand the crawl follows. */
const MADE_PAGES_FOLLOWED = 12;

test.describe('links', () => {
  // The served HTML and its links are the same at every width: one crawl is enough.
  test.skip(({ isMobile }) => isMobile, 'same links at every width');
  // Some 260 pages, most of them the pair template's.
  test.setTimeout(420_000);

  test('every internal link and anchor leads somewhere, except the known broken ones', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const knownBroken = await knownBrokenPaths();
    const redirects = await siteRedirects();
    const pageRoutes = (await everyRoute()).filter((route) => route !== notFoundRoute);
    const checker = new LinkChecker();
    // Pages made on demand (the catalogue's coins, pairs of any two) are a million; the crawl
    // follows the first few it meets and skips the rest, whose links the validator checks.
    const prerendered = new Set(pageRoutes);
    const madeSample = new Set<string>();
    const skipMade = (pathname: string) => {
      if (prerendered.has(pathname) || !/^\/[a-z0-9-]+$/.test(pathname)) return false;
      if (knownBroken.has(pathname) || redirects.has(pathname)) return false;
      if (madeSample.has(pathname) || madeSample.size < MADE_PAGES_FOLLOWED) {
        madeSample.add(pathname);
        return false;
      }
      return true;
    };
    const { links } = await checker.check({
      // From / as a visitor would, plus every page, so a page nothing links to is checked too.
      path: pageRoutes.map((route) => `${origin}${route}`),
      recurse: true,
      checkFragments: true,
      // A redirect is not an answer: every link must point at the final address, except
      // the pair addresses the build moves to a hand-written page (checked below).
      redirects: 'error',
      // Pages live at extensionless addresses (/about); without this linkinator resolves
      // #anchors against /about/ as if it were a folder.
      cleanUrls: true,
      concurrency: 4,
      // No internet here; third-party and mailto: links are not the site's to answer.
      linksToSkip: async (link) =>
        !link.startsWith(`${origin}/`) || skipMade(new URL(link).pathname),
    });

    const checked = links.filter((link) => link.state !== LinkState.SKIPPED);
    const problems: string[] = [];
    const reachedKnownBroken = new Set<string>();
    for (const link of checked) {
      const url = new URL(link.url);
      const movedTo = redirects.get(url.pathname);
      if (movedTo !== undefined) {
        const answer = await fetch(url, { redirect: 'manual' });
        const location = answer.headers.get('Location');
        if (answer.status !== 301 || location !== movedTo) {
          problems.push(
            `${describeLink(link, origin)} (expected 301 to ${movedTo}, got ${answer.status} to ${location})`,
          );
        }
      } else if (knownBroken.has(url.pathname) && !url.hash) {
        reachedKnownBroken.add(url.pathname);
        if (link.status !== 404) problems.push(`${describeLink(link, origin)} (expected 404)`);
      } else if (link.state !== LinkState.OK || link.status !== 200) {
        problems.push(describeLink(link, origin));
      }
    }
    expect(problems, `links that do not answer as they should:\n${problems.join('\n')}`).toEqual(
      [],
    );
    // The crawl reached every page, and the known broken links are still linked somewhere.
    const answered = new Set(checked.map((link) => new URL(link.url).pathname));
    expect(pageRoutes.filter((route) => !answered.has(route))).toEqual([]);
    expect([...reachedKnownBroken].sort()).toEqual([...knownBroken].sort());
  });
});
