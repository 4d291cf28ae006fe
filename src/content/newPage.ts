import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_CONTENT_DIR } from './collections';
import {
  folderOf,
  PAGE_FOLDERS,
  pageFileFor,
  reservedFor,
  slugRole,
  type PageFolderKind,
} from './contentFiles';
import { listSiteAssets } from './siteAssets';
import { isPageSlug, routeForSlug } from '../engine/routes';
import type { PageDefinition } from '../engine/types';
import {
  formatReport,
  validatePagesData,
  type ValidateOptions,
  type ValidationReport,
} from './validation/index';

const usage = `usage:
  npm run new -- coin <slug> --name <name> --symbol <SYMBOL> [--market-id <id> --color <#rrggbb>
      --network <chain> --confirmation-time <text> --swap-time <text> --minimum <text>
      --decimals <n> (--widget-chain <CHAIN> --widget-token <symbol or address> | --not-swappable)]
      [--stablecoin]
  npm run new -- pair <slug> --from <coin slug> --to <coin slug>
  npm run new -- page <slug> --title <title> --description <one or two sentences>
  (add --dir <folder> to write into another content folder than the site's own)`;

const SYMBOL = /^[A-Z0-9]{2,10}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A fact a new page is made from, by the name of the command line's flag that gives it. */
export type NewPageFact =
  | 'name'
  | 'symbol'
  | 'market-id'
  | 'color'
  | 'network'
  | 'confirmation-time'
  | 'swap-time'
  | 'minimum'
  | 'decimals'
  | 'widget-chain'
  | 'widget-token'
  | 'from'
  | 'to'
  | 'title'
  | 'description';

/** A validator error, where it is and what is wrong. */
export interface NewPageError {
  file: string;
  path: string;
  message: string;
}

/**
 * Why no page was made, as facts rather than a sentence: the command line names its flags,
 * the editor's form its boxes, so each caller words a refusal for its own reader.
 */
export type NewPageProblem =
  | { is: 'usage' }
  | { is: 'bad slug'; slug: string }
  | { is: 'reserved'; slug: string }
  | { is: 'folder has errors'; report: string; errors: NewPageError[] }
  /** `written`: the file appeared while the page was being made. */
  | { is: 'exists'; slug: string; file: string; written?: true }
  | { is: 'redirect'; slug: string; to: string }
  /** Facts not given; for a pair, `coins` are the slugs of the coins it may be made of. */
  | { is: 'missing'; kind: PageFolderKind; facts: NewPageFact[]; coins?: string[] }
  | { is: 'malformed'; fact: 'symbol' | 'color' | 'decimals'; value: string }
  | { is: 'symbol taken'; symbol: string; slug: string }
  | { is: 'not a coin'; fact: 'from' | 'to'; value: string; coins: string[] }
  | { is: 'same coins' }
  | { is: 'not its coins'; slug: string }
  /** The page made would not pass; `override` when it was a made pair written out. */
  | { is: 'would not pass'; override: boolean; report: string; errors: NewPageError[] }
  /** The content folder's archetype is broken: a developer's problem, in one wording. */
  | { is: 'template'; message: string };

/** Refusals say what to do, and never come with a stack trace. */
class Refusal extends Error {
  constructor(readonly problem: NewPageProblem) {
    super(terminalWords(problem));
  }
}

export interface NewPageResult {
  code: number;
  /** What `npm run new` prints: the page made and the next steps, or the refusal. */
  output: string;
  /** Why nothing was made, for a caller that words it itself. */
  problem?: NewPageProblem;
}

/** The hint for each missing fact, as `npm run new` asks for it. */
const FLAG_HINTS: Record<NewPageFact, string> = {
  name: '--name <the coin\u2019s name, e.g. Dogecoin>',
  symbol: '--symbol <its ticker, e.g. DOGE>',
  'market-id': '--market-id <the market-data service\u2019s coin id>',
  color: '--color <its brand colour as #rrggbb>',
  network: '--network <the chain it lives on, e.g. Dogecoin>',
  'confirmation-time':
    '--confirmation-time <how long its chain takes to confirm, e.g. "about 1 minute a block">',
  'swap-time': '--swap-time <a typical swap time, e.g. "5-30 minutes">',
  minimum: '--minimum <the smallest swap, e.g. "about $10 to $20 in DOGE">',
  decimals: '--decimals <the token\u2019s decimal places, e.g. 8>',
  'widget-chain':
    '--widget-chain <the swap widget\u2019s chain name, e.g. DOGECOIN> (or --not-swappable)',
  'widget-token':
    '--widget-token <the token\u2019s symbol or contract address in the swap widget, e.g. DOGE>',
  from: '--from',
  to: '--to',
  title: '--title <the page\u2019s heading>',
  description: '--description <one or two sentences for search results>',
};

/** A refusal as `npm run new` prints it, naming the command line's flags. */
export function terminalWords(problem: NewPageProblem): string {
  switch (problem.is) {
    case 'usage':
      return usage;
    case 'bad slug':
      return `"${problem.slug}" cannot be a slug: use lower-case letters, digits and single dashes (it becomes the address /${problem.slug})`;
    case 'reserved':
      return `"${problem.slug}" is reserved for the site itself; choose another slug`;
    case 'folder has errors':
      return `${problem.report}\nThe content folder has problems already; fix them first, then run this again.`;
    case 'exists':
      return problem.written
        ? `${problem.file} exists already`
        : `/${problem.slug} exists already: ${problem.file}`;
    case 'redirect':
      return `/${problem.slug} moves to ${problem.to} (another spelling or a former address of it); edit that page, or choose another slug`;
    case 'missing':
      if (problem.kind === 'coin') {
        return (
          `a coin page needs facts this command will not guess; add ${problem.facts.map((fact) => FLAG_HINTS[fact]).join(', ')}.\n` +
          'The market id is the coin\u2019s id at the market-data service (the last part of its coin page address); the live price list shows its price, so check it there.'
        );
      }
      if (problem.kind === 'pair') {
        return `a pair page needs --from and --to, each a coin slug: ${(problem.coins ?? []).join(', ')}`;
      }
      return `a page needs ${problem.facts.map((fact) => FLAG_HINTS[fact]).join(' and ')}`;
    case 'malformed':
      return {
        symbol: `--symbol "${problem.value}" must be 2 to 10 capital letters or digits`,
        color: `--color "${problem.value}" must be a colour as #rrggbb, e.g. #c2a633`,
        decimals: `--decimals "${problem.value}" must be a whole number from 0 to 30`,
      }[problem.fact];
    case 'symbol taken':
      return `${problem.symbol} is already in the catalogue as /${problem.slug}`;
    case 'not a coin':
      return `--${problem.fact} "${problem.value}" is not a coin of the site; add it first (npm run new -- coin ...), or use one of: ${problem.coins.join(', ')}`;
    case 'same coins':
      return '--from and --to must be two different coins';
    case 'not its coins':
      return `/${problem.slug} is made by the template from its own two coins; leave out --from and --to, or give the ones its address names`;
    case 'would not pass':
      return `${problem.report}\n${problem.override ? 'The override' : 'The new page'} would not pass validation, so nothing was written.`;
    case 'template':
      return problem.message;
  }
}

/** The errors of a report, without its warnings: what refused the page. */
const errorsOf = (report: ValidationReport): NewPageError[] =>
  report.errors.map(({ file, path: at, message }) => ({ file, path: at, message }));

/** What making a page needs from its caller: the blocks' checks, which the content layer has not. */
export interface NewPageOptions {
  blockChecks: ValidateOptions['blockChecks'];
}

/**
 * The page-making core of `npm run new` (scripts/new.ts) and the editor's New page form, which
 * both hand it a command line. Makes a page file from the content folder's archetype for its kind, filled only with the
 * facts given on the command line or, for a pair, by its coins' pages: a missing fact is
 * asked for, never guessed, because a wrong market id would show a wrong price as real. A coin
 * page carries the coin's catalogue facts, so one new file is the whole coin. The result is
 * validated with the whole folder before the command succeeds; on any problem nothing stays
 * written.
 */
export async function newPage(argv: string[], options: NewPageOptions): Promise<NewPageResult> {
  try {
    return { code: 0, output: await scaffold(argv, options) };
  } catch (error) {
    if (error instanceof Refusal) return { code: 1, output: error.message, problem: error.problem };
    throw error;
  }
}

async function scaffold(argv: string[], { blockChecks }: NewPageOptions): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      name: { type: 'string' },
      symbol: { type: 'string' },
      'market-id': { type: 'string' },
      color: { type: 'string' },
      stablecoin: { type: 'boolean' },
      network: { type: 'string' },
      'confirmation-time': { type: 'string' },
      'swap-time': { type: 'string' },
      minimum: { type: 'string' },
      decimals: { type: 'string' },
      'widget-chain': { type: 'string' },
      'widget-token': { type: 'string' },
      'not-swappable': { type: 'boolean' },
      from: { type: 'string' },
      to: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      dir: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  if (values.help) return usage;
  const [kind, slug, ...rest] = positionals;
  if (!kind || !(kind in PAGE_FOLDERS) || !slug || rest.length > 0) {
    throw new Refusal({ is: 'usage' });
  }
  if (!isPageSlug(slug)) throw new Refusal({ is: 'bad slug', slug });
  if (reservedFor(slug)) throw new Refusal({ is: 'reserved', slug });

  const dir = path.resolve(text('dir') ?? DEFAULT_CONTENT_DIR);
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const assets = await listSiteAssets(dir);
  const before = await validatePagesData(dir, { blockChecks, assets });
  if (!before.ok) {
    throw new Refusal({
      is: 'folder has errors',
      report: formatReport(before),
      errors: errorsOf(before),
    });
  }
  const role = slugRole(slug, before);
  if (role.is === 'made pair' && kind === 'pair') {
    const made = before.pages.find(({ page }) => page.slug === slug)!.page;
    return writeOverride(
      dir,
      made,
      { assets, blockChecks, shown },
      {
        from: text('from'),
        to: text('to'),
      },
    );
  }
  if (role.is === 'page' || role.is === 'made pair') {
    throw new Refusal({ is: 'exists', slug, file: role.file });
  }
  if (role.is === 'redirect') throw new Refusal({ is: 'redirect', slug, to: role.to });

  const catalogue = before.site.coins;
  const facts: Record<string, unknown> = { slug, siteName: before.site.siteName };

  if (kind === 'coin') {
    const name = text('name');
    const symbol = text('symbol');
    const coinFacts: NewPageFact[] = [
      'name',
      'symbol',
      'market-id',
      'color',
      'network',
      'confirmation-time',
      'swap-time',
      'minimum',
      'decimals',
      ...(values['not-swappable'] ? [] : (['widget-chain', 'widget-token'] as const)),
    ];
    const missing = coinFacts.filter((fact) => !text(fact));
    if (missing.length > 0) throw new Refusal({ is: 'missing', kind: 'coin', facts: missing });
    if (!SYMBOL.test(symbol!))
      throw new Refusal({ is: 'malformed', fact: 'symbol', value: symbol! });
    const color = text('color');
    if (!COLOR.test(color!)) throw new Refusal({ is: 'malformed', fact: 'color', value: color! });
    const sameSymbol = catalogue.find((coin) => coin.symbol === symbol);
    if (sameSymbol) {
      throw new Refusal({ is: 'symbol taken', symbol: symbol!, slug: sameSymbol.slug });
    }
    const decimals = Number(text('decimals'));
    if (!(Number.isInteger(decimals) && decimals >= 0 && decimals <= 30)) {
      throw new Refusal({ is: 'malformed', fact: 'decimals', value: text('decimals')! });
    }
    Object.assign(facts, {
      name,
      symbol,
      marketId: text('market-id'),
      color,
      widget: values['not-swappable']
        ? { decimals, swappable: false }
        : { chain: text('widget-chain'), token: text('widget-token'), decimals },
      network: text('network'),
      confirmationTime: text('confirmation-time'),
      swapTime: text('swap-time'),
      minimumSwap: text('minimum'),
    });
  } else if (kind === 'pair') {
    const coin = (flag: 'from' | 'to') => {
      const wanted = text(flag);
      const coins = catalogue.map((entry) => entry.slug);
      if (!wanted) {
        throw new Refusal({
          is: 'missing',
          kind: 'pair',
          facts: (['from', 'to'] as const).filter((fact) => !text(fact)),
          coins,
        });
      }
      const found = catalogue.find((entry) => entry.slug === wanted);
      if (!found) throw new Refusal({ is: 'not a coin', fact: flag, value: wanted, coins });
      return found;
    };
    const from = coin('from');
    const to = coin('to');
    if (from.slug === to.slug) throw new Refusal({ is: 'same coins' });
    Object.assign(facts, {
      fromName: from.name,
      fromSymbol: from.symbol,
      fromSlug: from.slug,
      toName: to.name,
      toSymbol: to.symbol,
      toSlug: to.slug,
    });
  } else {
    const missing = (['title', 'description'] as const).filter((fact) => !text(fact));
    if (missing.length > 0) throw new Refusal({ is: 'missing', kind: 'page', facts: missing });
    Object.assign(facts, { title: text('title'), description: text('description') });
  }

  const archetypeFile = path.join(dir, folderOf('archetypes')!, `${kind}.json`);
  let archetype: unknown;
  try {
    archetype = JSON.parse(await readFile(archetypeFile, 'utf8'));
  } catch {
    throw new Refusal({
      is: 'template',
      message: `cannot read the template ${shown(archetypeFile)}`,
    });
  }
  const pageFile = path.join(dir, pageFileFor(kind as PageFolderKind, slug));
  const page = fill(archetype, facts);
  if (kind === 'coin' && values.stablecoin) withStablecoinMark(page, shown(archetypeFile));
  const pageText = await formatJson(JSON.stringify(page, null, 2), pageFile);
  await writeFile(pageFile, pageText, { flag: 'wx' }).catch(() => {
    throw new Refusal({ is: 'exists', slug, file: shown(pageFile), written: true });
  });

  const after = await validatePagesData(dir, { blockChecks, assets });
  if (!after.ok) {
    await rm(pageFile, { force: true });
    // The folder passed before, so every error is the new page's doing; warnings are not.
    throw new Refusal({
      is: 'would not pass',
      override: false,
      report: formatReport({ ...after, warnings: [] }),
      errors: errorsOf(after),
    });
  }

  const address = routeForSlug(slug);
  return [
    `Created ${shown(pageFile)}, the page at ${address}.`,
    ...(kind === 'coin'
      ? [
          'Its catalogue facts (market id, colour, swap widget token, pair page facts) are under "catalogue" in that file.',
          "It has no row in the home price list: site.json's priceList names exactly 14 coins.",
        ]
      : []),
    '',
    'Next steps:',
    `  1. Write the page's text in ${shown(pageFile)}: the template says only what you gave it.`,
    '     The blocks you can add, with examples, are at http://localhost:5173/__blocks in npm run dev.',
    `  2. npm run dev, then open http://localhost:5173${address}: problems show in the browser as you save.`,
    '  3. npm run validate, then npm run build, and commit the changed files.',
  ].join('\n');
}

/**
 * A pair page the template makes becomes a page file of its own, written out as the
 * template made it, for the marketer to change: the file takes the address over from the
 * template. --from and --to, when given, must be the pair's own coins.
 */
async function writeOverride(
  dir: string,
  made: PageDefinition,
  {
    assets,
    blockChecks,
    shown,
  }: NewPageOptions & { assets: ReadonlySet<string>; shown: (file: string) => string },
  { from, to }: { from?: string; to?: string },
): Promise<string> {
  if ((from || to) && `${from}to${to}` !== made.slug) {
    throw new Refusal({ is: 'not its coins', slug: made.slug });
  }
  const archetype = JSON.parse(
    await readFile(path.join(dir, folderOf('archetypes')!, 'pair.json'), 'utf8'),
  ) as { $schema?: string };
  const pageFile = path.join(dir, pageFileFor('pair', made.slug));
  const page = { $schema: archetype.$schema, ...made };
  await writeFile(pageFile, await formatJson(JSON.stringify(page, null, 2), pageFile), {
    flag: 'wx',
  }).catch(() => {
    throw new Refusal({ is: 'exists', slug: made.slug, file: shown(pageFile), written: true });
  });
  const after = await validatePagesData(dir, { blockChecks, assets });
  if (!after.ok) {
    await rm(pageFile, { force: true });
    throw new Refusal({
      is: 'would not pass',
      override: true,
      report: formatReport({ ...after, warnings: [] }),
      errors: errorsOf(after),
    });
  }
  const address = routeForSlug(made.slug);
  return [
    `Created ${shown(pageFile)}: the page at ${address}, as the template made it. It now comes from this file.`,
    '',
    'Next steps:',
    `  1. Change what should differ from the template in ${shown(pageFile)}.`,
    `  2. npm run dev, then open http://localhost:5173${address}: problems show in the browser as you save.`,
    '  3. npm run validate, then npm run build, and commit the new file.',
  ].join('\n');
}

/**
 * Replaces {{fact}} in every string; a placeholder without a fact is a broken template. A
 * string that is one placeholder and nothing else takes the fact as it is, so an archetype
 * can place a number or an object (the swap widget's token) where text cannot go.
 */
function fill(value: unknown, facts: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const known = (key: string) => {
      if (facts[key] === undefined) {
        throw new Refusal({
          is: 'template',
          message: `the template uses {{${key}}}, which is not known`,
        });
      }
      return facts[key];
    };
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole) return known(whole[1]!);
    return value.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const fact = known(key);
      if (typeof fact !== 'string') {
        throw new Refusal({
          is: 'template',
          message: `the template puts {{${key}}} inside text, where only a text fact fits`,
        });
      }
      return fact;
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, facts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, facts)]));
  }
  return value;
}

/** --stablecoin marks the coin in its catalogue facts, which the archetype must have. */
function withStablecoinMark(page: unknown, archetype: string): void {
  const facts = (page as { catalogue?: unknown }).catalogue;
  if (!facts || typeof facts !== 'object' || Array.isArray(facts)) {
    throw new Refusal({
      is: 'template',
      message: `${archetype} has no "catalogue" object to mark the coin a stablecoin in`,
    });
  }
  (facts as Record<string, unknown>).stablecoin = true;
}

/** Formatted as `npm run lint` checks it, with the project's settings wherever the folder is. */
export async function formatJson(text: string, file: string): Promise<string> {
  const config = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  return format(text, { ...config, filepath: file });
}
