import { routeForSlug } from '../../engine/routes';
import { pagesOf, type CheckedFile } from './checkFiles';
import { checkLinks, linksAndAnchorsOf, type KnownBrokenEntry } from './links';
import type { PairPages } from './pairPageChecks';
import type { Problem } from './report';
import type { PageFile } from './slugs';
import { makeSlugSuggester, type CoinNaming } from './suggest';

/** Longer than any coin's name, slug or symbol. */
const MAX_COIN_NAME = 60;

/**
 * Links are checked in every file that parsed, even one with schema errors, so one mistake
 * does not turn every link to that page into a "broken link".
 */
export function checkLinkGraph(
  checked: readonly CheckedFile[],
  pairs: PairPages,
  schemaProblems: readonly Problem[],
  knownBrokenFile: string,
) {
  const site = checked.find((entry) => entry.role === 'site');
  const knownBroken = checked.find((entry) => entry.role === 'knownBrokenLinks');
  const pages = [...pagesOf(checked), ...pairs.pages];
  // Each page's anchors are both what links to it may name and what its own #links may.
  const found = new Map(pages.map((page) => [page as PageFile, linksAndAnchorsOf(page.value)]));
  const pageBySlug = firstPageBySlug(pages);
  const pageTargets = new Map(
    [...pageBySlug].map(([slug, page]) => [
      routeForSlug(slug),
      { file: page.file, anchors: found.get(page)!.anchors },
    ]),
  );
  // A link to a redirect is a link to the page it leads to, anchors and all.
  const redirectTargets = pairs.redirects.flatMap(({ from, to }) => {
    const target = pageTargets.get(to);
    return target ? [[from, { ...target, redirectsTo: to }] as const] : [];
  });
  const reported = new Set(schemaProblems.map((problem) => `${problem.file}\u0000${problem.path}`));
  const filesReported = new Set(schemaProblems.map((problem) => problem.file));
  return checkLinks({
    sources: [
      ...(site?.value ? [{ file: site.file, value: site.value }] : []),
      ...pages.map((page) => ({
        file: page.file,
        value: page.value,
        ownAnchors: found.get(page)!.anchors,
        hrefs: found.get(page)!.hrefs,
      })),
    ],
    targets: new Map([...pageTargets, ...redirectTargets]),
    knownBroken: knownBrokenEntries(knownBroken?.value),
    knownBrokenFile,
    suggestSlug: makeSlugSuggester(pageBySlug.keys(), coinNamesOf(pagesOf(checked))),
    hasSchemaError: (file, at) => reported.has(`${file}\u0000${at}`),
    fileHasSchemaError: (file) => filesReported.has(file),
  });
}

/** Each slug's page; for a duplicate slug (reported by checkSlugs) the first file wins. */
function firstPageBySlug(pages: readonly PageFile[]): Map<string, PageFile> {
  const bySlug = new Map<string, PageFile>();
  for (const page of pages) {
    const slug = page.value.slug;
    if (typeof slug === 'string' && !bySlug.has(slug)) bySlug.set(slug, page);
  }
  return bySlug;
}

/**
 * How the pages name coins, for telling which slugs spell the same pair: the coin pages, and
 * both sides of each pair page, whose coin may have no page here. Read leniently, so
 * suggestions work even while a page has errors, but only names of a plausible length: each
 * becomes part of one pattern, and a broken file's 800 KB name must not.
 */
function coinNamesOf(pages: readonly PageFile[]): CoinNaming[] {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= MAX_COIN_NAME ? value : undefined;
  return pages.flatMap(({ value }): CoinNaming[] => {
    if (value.kind === 'coin') {
      const [name, slug, symbol] = [text(value.name), text(value.slug), text(value.symbol)];
      return name && slug && symbol ? [{ name, slug, symbol }] : [];
    }
    if (value.kind !== 'pair') return [];
    return (['from', 'to'] as const).flatMap((side) => {
      const name = text(value[`${side}Name`]);
      const symbol = text(value[`${side}Symbol`]);
      return name && symbol ? [{ name, slug: symbol.toLowerCase(), symbol }] : [];
    });
  });
}

export function knownBrokenEntries(value: Record<string, unknown> | undefined): KnownBrokenEntry[] {
  const links: unknown[] = Array.isArray(value?.links) ? value.links : [];
  return links.flatMap((link, index) =>
    typeof link === 'string' ? [{ link, path: `links[${index}]` }] : [],
  );
}
