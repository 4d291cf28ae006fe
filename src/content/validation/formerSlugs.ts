import { isPageSlug, routeForSlug } from '../../engine/routes';
import type { AddressKind } from '../madePages';
import type { Redirect } from '../pairTemplate';
import { reservedFor } from '../contentFiles';
import { formatJsonPath } from './json-path';
import type { Problem } from './report';
import type { PageFile } from './slugs';

/** The kinds of page whose old addresses a page file keeps (a coin keeps its among its aliases). */
const KEEPS_FORMER_SLUGS = new Set(['fixed', 'pair']);

export interface FormerSlugCheck {
  /** The page files, coin files included: a former slug may take none of their slugs. */
  pages: readonly PageFile[];
  /** The pair pages the template made, by slug, with the name the report gives each. */
  madePairs: ReadonlyMap<string, string>;
  /** The moves the site already has: pair addresses and coin aliases. */
  redirects: readonly Redirect[];
  /** The coin each coin alias names; absent when the made pages could not be made. */
  aliasOf?: ReadonlyMap<string, string>;
  /** What the made pages make of an address; absent when they could not be made. */
  addressOf?: (slug: string) => AddressKind;
}

/**
 * Each page file's former slugs (`formerSlugs`) as moves to the page, and a problem at each
 * one that is an address already: a page, a made page, a move elsewhere, a reserved slug or
 * an earlier page's former slug. A former slug the site already moves to this very page (a
 * hand-written pair's usual address) is no problem and no second move.
 */
export function checkFormerSlugs({
  pages,
  madePairs,
  redirects,
  aliasOf,
  addressOf,
}: FormerSlugCheck): { problems: Problem[]; redirects: Redirect[] } {
  const pageFiles = new Map<string, string>();
  for (const { file, value } of pages) {
    if (typeof value.slug === 'string' && !pageFiles.has(value.slug)) {
      pageFiles.set(value.slug, file);
    }
  }
  const movedTo = new Map(redirects.map(({ from, to }) => [from, to]));
  const claimedBy = new Map<string, string>();
  const problems: Problem[] = [];
  const moves: Redirect[] = [];
  for (const { file, value } of pages) {
    const { slug, kind, formerSlugs } = value;
    // The schema reports a list on the wrong kind of page, or of other things than slugs.
    if (typeof slug !== 'string' || !KEEPS_FORMER_SLUGS.has(String(kind))) continue;
    if (!Array.isArray(formerSlugs)) continue;
    const to = routeForSlug(slug);
    formerSlugs.forEach((former: unknown, index) => {
      if (typeof former !== 'string' || !isPageSlug(former)) return;
      const from = `/${former}`;
      const taken = (() => {
        if (former === slug) return 'is this page’s own address; remove it';
        const reserved = reservedFor(former, kind);
        if (reserved) {
          const owner = reserved.for === 'server' ? 'the site’s server' : 'the site’s fixed pages';
          return `is reserved for ${owner} (${reserved.slugs.join(', ')}); remove it`;
        }
        const page = pageFiles.get(former);
        if (page) return `is the address of ${page}; a page’s address cannot move`;
        const pair = madePairs.get(former);
        if (pair) return `is the pair page ${pair} makes; it cannot move`;
        const claimed = claimedBy.get(former);
        // The schema reports one former slug given twice in one list.
        if (claimed === file) return undefined;
        if (claimed) return `is already a former address of ${claimed}; keep it on one page`;
        const coin = aliasOf?.get(former);
        if (coin) return `is another spelling of the coin /${coin}, and moves there`;
        const made = addressOf?.(former);
        const moved = movedTo.get(from) ?? (made?.kind === 'redirect' ? `/${made.to}` : undefined);
        if (moved === to) return undefined;
        if (moved) return `already moves to ${moved}; remove it here`;
        if (made?.kind === 'coin') {
          return `is the page the coin template makes for ${made.coin.name}`;
        }
        if (made?.kind === 'pair') {
          return `is the page the pair template makes for ${made.from.name} to ${made.to.name}`;
        }
        return undefined;
      })();
      claimedBy.set(former, claimedBy.get(former) ?? file);
      if (taken) {
        problems.push({
          file,
          path: formatJsonPath(['formerSlugs', index]),
          message: `former address ${from} ${taken}`,
        });
        return;
      }
      if (!movedTo.has(from)) {
        movedTo.set(from, to);
        moves.push({ from, to });
      }
    });
  }
  return { problems, redirects: moves };
}
