import type { BuiltinNews, PageDefinition } from '../types/schema';
import type { SiteData } from '../types/siteData';
import {
  formatReport,
  validatePagesData,
  type ValidateOptions,
  type ValidationReport,
} from './validation';
import { listSiteAssets } from './siteAssets';
import { renderedPage } from './catalogue';
import type { Redirect } from './pairTemplate';
import { madeSourceOf, type MadeSource } from './madePages';
import type { CatalogueCoin } from '../catalogue/types';
import { coinDirectoryEntries } from '../catalogue/directory';

/** Everything a site is built from, read from one content folder and already validated. */
export interface Content {
  site: SiteData;
  /**
   * Hand-written pages, then the pages the pair template makes. A coin page comes without its
   * catalogue facts: those are the coin's entry in site.coins.
   */
  pages: PageDefinition[];
  articles: BuiltinNews;
  knownBrokenLinks: string[];
  /** Every coin of the catalogue, by market-cap rank (the validator report's). */
  catalogue: CatalogueCoin[];
  /** Pair addresses that move (301) to a hand-written page of the same two coins. */
  redirects: Redirect[];
  /** What the server needs to make, on its first request, any page the build did not render. */
  made: MadeSource;
  /** The validator's report, with its warnings, for tools that print it. */
  report: ValidationReport;
}

/** Thrown when the folder's content has errors; the message is the validator's report. */
export class ContentError extends Error {
  constructor(readonly report: ValidationReport) {
    super(`${formatReport(report)}\nThe content has errors; nothing was loaded.`);
  }
}

/**
 * Reads a content folder through the validator, so what every tool loads is exactly what the
 * validator checked. Throws ContentError on any error, ValidationSetupError when the folder or
 * the schemas cannot be used.
 */
export async function loadContent(
  dir: string,
  {
    blockChecks,
    passedBefore,
    madePagesPassed,
    catalogueBefore,
    catalogueMarks,
    onSiteData,
  }: Pick<
    ValidateOptions,
    'blockChecks' | 'passedBefore' | 'madePagesPassed' | 'catalogueBefore' | 'onSiteData'
  > & {
    /** The catalogue's coin marks as `catalogueMarks()` gave them to this same code before. */
    catalogueMarks?: readonly string[];
  },
): Promise<Content> {
  const assets = await listSiteAssets(dir, undefined, catalogueMarks);
  const report = await validatePagesData(dir, {
    blockChecks,
    assets,
    passedBefore,
    madePagesPassed,
    catalogueBefore,
    onSiteData,
  });
  if (!report.ok) throw new ContentError(report);
  return {
    site: report.site,
    pages: report.pages.map(({ page }) => withCatalogue(renderedPage(page), report.catalogue)),
    articles: report.articles,
    knownBrokenLinks: report.knownBrokenLinks,
    catalogue: report.catalogue,
    redirects: report.redirects,
    made: madeSourceOf({
      ...report,
      written: report.pages.filter((entry) => !entry.madeByTemplate).map(({ page }) => page),
    }),
    report,
  };
}

/**
 * A page with the catalogue where it lists it: a coin directory's entries are the whole
 * catalogue, which its page file leaves empty so that no marketer keeps a thousand rows.
 */
function withCatalogue(page: PageDefinition, catalogue: readonly CatalogueCoin[]): PageDefinition {
  if (!page.blocks.some((block) => block.type === 'coinDirectory')) return page;
  const entries = coinDirectoryEntries(catalogue);
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === 'coinDirectory' ? { ...block, entries } : block,
    ),
  };
}
