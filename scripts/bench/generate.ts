import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { anchorsOf, stringsUnderKey } from '../../src/content/validation/links.ts';
import { routeForSlug } from '../../src/engine/routes.ts';
import {
  collectionOf,
  fileOf,
  pageFileFor,
  type PageKind,
} from '../../src/content/contentFiles.ts';

/** A page file as it is on disk; only the fields the generator rewrites are named. */
interface PageJson extends Record<string, unknown> {
  kind: PageKind;
  slug: string;
  title: string;
  description: string;
  name?: string;
  fromName?: string;
  toName?: string;
  blocks: unknown[];
}

interface Template {
  page: PageJson;
  anchors: Set<string>;
}

interface Planned {
  template: Template;
  slug: string;
  /** Which copy of its template this is (0, 1, 2, ...), used to vary text and pick link targets. */
  copy: number;
}

export interface GeneratedSet {
  folder: string;
  /** Coin and pair pages in the set, the real ones included. */
  landingPages: number;
  /** Every page file in the set, fixed pages included. */
  pageFiles: number;
  generated: number;
  /** Routes that lead nowhere in the set and were listed in known-broken-links.json. */
  knownBroken: string[];
}

const LANDING_KINDS = new Set(['coin', 'pair']);
/** Keys whose strings are addresses, anchors or tags, never text a marketer writes. */
const NON_TEXT_KEYS = new Set([
  ...['$schema', 'href', 'id', 'type', 'area', 'kind', 'slug', 'variant'],
  ...['symbol', 'fromSymbol', 'toSymbol'],
]);
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 320;

/**
 * Copies the real content folder into `folder` and adds generated coin and pair pages until
 * the set holds `landingPages` of them. Generated pages are real page files with a new slug,
 * names numbered so every page's text differs, and internal links rewired to other generated
 * pages (with the anchor they point at), so the link graph is as dense as the real one and
 * resolves. Links of the real pages that still lead nowhere are listed as known broken.
 */
export async function generatePagesSet(
  sourceDir: string,
  folder: string,
  landingPages: number,
): Promise<GeneratedSet> {
  await mkdir(folder, { recursive: true });
  await cp(sourceDir, folder, { recursive: true });
  const real = await readPages(folder);
  const templates = real
    .filter(({ page }) => LANDING_KINDS.has(page.kind))
    .map(({ page }) => ({ page, anchors: anchorsOf(page) }));
  if (templates.length === 0) throw new Error(`${sourceDir} has no coin or pair page to copy`);
  const generatedCount = landingPages - templates.length;
  if (generatedCount < 0) {
    throw new Error(
      `a set of ${landingPages} pages is smaller than the ${templates.length} real coin and pair pages`,
    );
  }

  const realSlugs = new Set(real.map(({ page }) => page.slug));
  const planned = planPages(interleaveKinds(templates), generatedCount, realSlugs);
  const copiesBySlug = groupByTemplate(planned);
  for (const [index, plan] of planned.entries()) {
    const page = makePage(plan, index, { planned, copiesBySlug, realSlugs });
    // A copy of a coin page is a fixed page (see makePage), filed where its kind belongs.
    const file = path.join(folder, pageFileFor(page.kind, plan.slug));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
  }

  const allSlugs = new Set([...realSlugs, ...planned.map((plan) => plan.slug)]);
  const knownBroken = await listUnresolvedLinks(folder, real, allSlugs);
  return {
    folder,
    landingPages,
    pageFiles: real.length + planned.length,
    generated: planned.length,
    knownBroken,
  };
}

/** Every page file under the folder, as the content collections decide it. */
async function readPages(folder: string): Promise<{ file: string; page: PageJson }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => collectionOf(file.split(path.sep).join('/'))?.name === 'pages')
    .sort();
  const read = await Promise.all(
    files.map(async (file) => ({
      file,
      page: JSON.parse(await readFile(path.join(folder, file), 'utf8')) as PageJson,
    })),
  );
  return read;
}

/** Coin and pair templates alternate, so every set mixes both kinds evenly. */
function interleaveKinds(templates: Template[]): Template[] {
  const coins = templates.filter((template) => template.page.kind === 'coin');
  const pairs = templates.filter((template) => template.page.kind === 'pair');
  const pools = [coins, pairs].filter((pool) => pool.length > 0);
  const rounds = Math.max(coins.length, pairs.length);
  // With fewer pair templates than coin ones, the pairs repeat so the mix stays even.
  return Array.from({ length: rounds * pools.length }, (_, i) => {
    const pool = pools[i % pools.length]!;
    return pool[Math.floor(i / pools.length) % pool.length]!;
  });
}

function planPages(templates: Template[], count: number, realSlugs: Set<string>): Planned[] {
  const taken = new Set(realSlugs);
  const copies = new Map<string, number>();
  const planned: Planned[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = templates[i % templates.length]!;
    const copy = copies.get(template.page.slug) ?? 0;
    copies.set(template.page.slug, copy + 1);
    let slug = `${template.page.slug}-${copy + 1}`;
    while (taken.has(slug)) slug = `${slug}-x`;
    taken.add(slug);
    planned.push({ template, slug, copy });
  }
  return planned;
}

function groupByTemplate(planned: Planned[]): Map<string, Planned[]> {
  const bySlug = new Map<string, Planned[]>();
  for (const plan of planned) {
    const slug = plan.template.page.slug;
    const copies = bySlug.get(slug);
    if (copies) copies.push(plan);
    else bySlug.set(slug, [plan]);
  }
  return bySlug;
}

interface LinkTargets {
  planned: Planned[];
  copiesBySlug: Map<string, Planned[]>;
  realSlugs: Set<string>;
}

function makePage(plan: Planned, index: number, targets: LinkTargets): PageJson {
  const { planned, copiesBySlug, realSlugs } = targets;
  const source = plan.template.page;
  const tag = `${plan.copy + 1}`;
  const renames = [source.name, source.fromName, source.toName]
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .sort((a, b) => b.length - a.length);
  const rename = (text: string) =>
    renames.reduce((result, name) => result.split(name).join(`${name} ${tag}`), text);

  let linkNumber = 0;
  const rewire = (href: string): string => {
    const [route, anchor] = href.split('#') as [string, string | undefined];
    linkNumber += 1;
    if (!route.startsWith('/') || route === '/') return href;
    const targetSlug = route.slice(1);
    const sameTemplate = copiesBySlug.get(targetSlug);
    // Fixed pages such as /docs exist in every set; links to them stay as they are.
    if (!sameTemplate && realSlugs.has(targetSlug)) return href;
    const target = sameTemplate
      ? sameTemplate[(plan.copy + 1) % sameTemplate.length]!
      : pickTarget(planned, index + linkNumber * 7919, anchor);
    if (!target) return href;
    const keepAnchor = anchor !== undefined && target.template.anchors.has(anchor);
    return keepAnchor ? `${routeForSlug(target.slug)}#${anchor}` : routeForSlug(target.slug);
  };

  const transform = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === 'string') {
      if (key === 'href') return rewire(value);
      return key !== undefined && NON_TEXT_KEYS.has(key) ? value : rename(value);
    }
    if (Array.isArray(value)) return value.map((item) => transform(item, undefined));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, transform(child, name)]),
      );
    }
    return value;
  };

  const page = transform(source, undefined) as PageJson;
  page.slug = plan.slug;
  if (page.title.length > TITLE_MAX) page.title = source.title;
  if (page.description.length > DESCRIPTION_MAX) page.description = source.description;
  if (page.kind !== 'coin') return page;
  // Every coin file is a coin of the catalogue, which the pair template pairs with every
  // other: a copy of one would add pairs as the set grows. A plain page with the same blocks
  // renders the same and keeps the made pairs to the real coins'.
  const { catalogue: _catalogue, ...blocksAndText } = page;
  return { ...blocksAndText, kind: 'fixed' };
}

/** A generated page whose template has `anchor` (any page when there is none), from `start` on. */
function pickTarget(
  planned: Planned[],
  start: number,
  anchor: string | undefined,
): Planned | undefined {
  for (let step = 0; step < planned.length; step += 1) {
    const candidate = planned[(start + step) % planned.length]!;
    if (anchor === undefined || candidate.template.anchors.has(anchor)) return candidate;
  }
  return undefined;
}

/**
 * Real pages link to pages that other work has not landed yet; the set lists exactly those
 * routes as known broken, so the validator passes and any other broken link still fails it.
 */
async function listUnresolvedLinks(
  folder: string,
  real: { page: PageJson }[],
  slugs: Set<string>,
): Promise<string[]> {
  const siteFile = path.join(folder, fileOf('site')!);
  const site: unknown = JSON.parse(await readFile(siteFile, 'utf8'));
  const routes = new Set([...slugs].map(routeForSlug));
  const unresolved = new Set<string>();
  for (const value of [site, ...real.map(({ page }) => page)]) {
    for (const { value: href } of stringsUnderKey(value, 'href')) {
      // A query (the home page's swap widget on a pair) does not change the page it leads to.
      const route = href.split('#')[0]!.split('?')[0]!;
      if (route.startsWith('/') && !routes.has(route)) unresolved.add(route);
    }
  }
  const knownBroken = [...unresolved].sort();
  const file = path.join(folder, fileOf('knownBrokenLinks')!);
  const existing = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, `${JSON.stringify({ ...existing, links: knownBroken }, null, 2)}\n`);
  return knownBroken;
}

/** The real coin page every added coin's page is copied from. */
const CATALOGUE_COIN_SOURCE = 'bitcoin';

/**
 * Copies the real content folder into `folder` and adds coins until it holds `coins` of them,
 * each a coin page (a copy of the Bitcoin page under the new name) with its own catalogue
 * facts, so the pair template makes coins × (coins − 1) pair pages. Added coins are named
 * "Coin 17" (symbol C17, slug coin17): short, so every made title stays in its limit. They
 * are not in the price list, so site.json is copied as it is.
 */
export async function generateCatalogueSet(
  sourceDir: string,
  folder: string,
  coins: number,
): Promise<GeneratedSet> {
  await mkdir(folder, { recursive: true });
  await cp(sourceDir, folder, { recursive: true });
  const real = await readPages(folder);
  const catalogued = real.filter(({ page }) => page.kind === 'coin').length;
  if (coins < catalogued) {
    throw new Error(`a catalogue of ${coins} coins is smaller than the ${catalogued} real ones`);
  }
  const source = real.find(({ page }) => page.slug === CATALOGUE_COIN_SOURCE)?.page;
  if (!source) throw new Error(`${sourceDir} has no ${CATALOGUE_COIN_SOURCE} page to copy`);
  const sourceText = JSON.stringify(source, null, 2);
  const added = Array.from({ length: coins - catalogued }, (_, index) => catalogued + index + 1);
  for (const number of added) {
    const name = `Coin ${number}`;
    const symbol = `C${number}`;
    const slug = `coin${number}`;
    // Text only: addresses (lower-case slugs) keep pointing at the real pages.
    const page = JSON.parse(
      sourceText
        .split('Bitcoin')
        .join(name)
        .split('"BTC"')
        .join(`"${symbol}"`)
        .split('BTC')
        .join(symbol),
    ) as PageJson;
    page.slug = slug;
    page.catalogue = {
      id: slug,
      color: '#808080',
      // Made-up coins: the swap widget has no chain or token for them.
      widget: { decimals: 18, swappable: false },
      pair: {
        network: `${name} Chain`,
        confirmationTime: 'a few seconds',
        swapTime: '5-30 minutes',
        minimumSwap: `about $10 to $20 in ${symbol}`,
      },
    };
    await writeFile(path.join(folder, pageFileFor(page.kind, slug)), `${JSON.stringify(page)}\n`);
  }
  return {
    folder,
    // Each coin's page and its pair with every other coin, hand-written, made or redirected.
    landingPages: coins * coins,
    pageFiles: real.length + added.length,
    generated: added.length,
    knownBroken: [],
  };
}
