import { SERVER_CONTENT_DIR } from './content';

/** What the build writes for on-demand pages, inside dist/ (never served: see static-site). */
export const ON_DEMAND_FILES = {
  /** The server bundle the prerender rendered with. */
  renderer: `${SERVER_CONTENT_DIR}/render/entry-server.mjs`,
  /** The HTML template, the blocks' code and the site data the prerender rendered with. */
  context: `${SERVER_CONTENT_DIR}/render/context.json`,
  /** The templates and coins the build made pages from. */
  made: `${SERVER_CONTENT_DIR}/made-pages.json`,
} as const;

/** A made page: its whole document, and its page data for client-side navigation. */
export interface MadeDocument {
  document: string;
  data: string;
}

/** The 404 page made for a mistyped address, naming the coins it was likely meant to be. */
export interface MadeNotFound {
  notFound: string;
}

export type MadeAnswer = MadeDocument | MadeNotFound | { redirect: string } | null;

/** One address to its made page, its move, or null when it is no page. */
export type MakePage = (slug: string) => MadeAnswer;

/**
 * The build's server bundle as both runtimes load it: the Node server from dist/ at start,
 * the Worker bundled into its script (wrangler.jsonc's alias `site-renderer`).
 */
export interface RendererBundle {
  prepareRender: () => Promise<void>;
  createOnDemandPages: (context: never, made: never) => MakePage;
}

/**
 * How long a made page may be kept. It holds no live figure (rates and prices come to the
 * browser with their own time), only the build's templates and coins, so the limit is how
 * soon a new deployment must show: five minutes in a browser, an hour at a CDN.
 */
export const MADE_PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/** Bytes of made pages a Node server keeps at most, by default: some 500 pages. */
export const DEFAULT_MADE_PAGES_BYTES = 64 * 1024 * 1024;

/**
 * Made pages, each made on its first request and kept, the least recently asked going first
 * once the kept bytes pass the limit: a crawl of every pair cannot grow the process without
 * bound. An address that is no page is not kept, so junk fills nothing; answering it costs a
 * few map look-ups.
 */
export class MadePageCache {
  private readonly entries = new Map<string, Exclude<MadeAnswer, null>>();
  private bytes = 0;

  constructor(
    private readonly make: MakePage,
    private readonly maxBytes: number = DEFAULT_MADE_PAGES_BYTES,
  ) {}

  get(slug: string): MadeAnswer {
    const kept = this.entries.get(slug);
    if (kept) {
      // Map keeps insertion order: moving the entry to the end marks it as the newest.
      this.entries.delete(slug);
      this.entries.set(slug, kept);
      return kept;
    }
    const made = this.make(slug);
    if (!made) return null;
    this.entries.set(slug, made);
    this.bytes += sizeOf(made);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === slug) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(entry);
    }
    return made;
  }

  /** Bytes of the pages kept now, at two a character (a JavaScript string's most). */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }
}

const sizeOf = (answer: Exclude<MadeAnswer, null>) => 2 * charactersOf(answer);

const charactersOf = (answer: Exclude<MadeAnswer, null>) =>
  'redirect' in answer
    ? answer.redirect.length
    : 'notFound' in answer
      ? answer.notFound.length
      : answer.document.length + answer.data.length;
