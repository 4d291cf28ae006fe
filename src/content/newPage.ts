import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_CONTENT_DIR, folderOf, PAGE_FOLDERS, type PageFolderKind } from './collections';
import { listSiteAssets } from './siteAssets';
import { isPageSlug, routeForSlug } from '../engine/routes';
import type { PageDefinition } from '../engine/types';
import { reservedFor, slugRole } from './slugRoles';
import { formatReport, validatePagesData, type ValidateOptions } from './validation/index';

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

/** Refusals say what to do, and never come with a stack trace. */
class Refusal extends Error {}

export interface NewPageResult {
  code: number;
  output: string;
}

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
    if (error instanceof Refusal) return { code: 1, output: error.message };
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
  if (!kind || !(kind in PAGE_FOLDERS) || !slug || rest.length > 0) throw new Refusal(usage);
  if (!isPageSlug(slug)) {
    throw new Refusal(
      `"${slug}" cannot be a slug: use lower-case letters, digits and single dashes (it becomes the address /${slug})`,
    );
  }
  if (reservedFor(slug)) {
    throw new Refusal(`"${slug}" is reserved for the site itself; choose another slug`);
  }

  const dir = path.resolve(text('dir') ?? DEFAULT_CONTENT_DIR);
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const assets = await listSiteAssets(dir);
  const before = await validatePagesData(dir, { blockChecks, assets });
  if (!before.ok) {
    throw new Refusal(
      `${formatReport(before)}\nThe content folder has problems already; fix them first, then run this again.`,
    );
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
    throw new Refusal(`/${slug} exists already: ${role.file}`);
  }
  if (role.is === 'redirect') {
    throw new Refusal(
      `/${slug} moves to ${role.to} (another spelling or a former address of it); edit that page, or choose another slug`,
    );
  }

  const catalogue = before.site.coins;
  const facts: Record<string, unknown> = { slug, siteName: before.site.siteName };

  if (kind === 'coin') {
    const name = text('name');
    const symbol = text('symbol');
    const missing = [
      !name && '--name <the coin\u2019s name, e.g. Dogecoin>',
      !symbol && '--symbol <its ticker, e.g. DOGE>',
      !text('market-id') && '--market-id <the market-data service\u2019s coin id>',
      !text('color') && '--color <its brand colour as #rrggbb>',
      !text('network') && '--network <the chain it lives on, e.g. Dogecoin>',
      !text('confirmation-time') &&
        '--confirmation-time <how long its chain takes to confirm, e.g. "about 1 minute a block">',
      !text('swap-time') && '--swap-time <a typical swap time, e.g. "5-30 minutes">',
      !text('minimum') && '--minimum <the smallest swap, e.g. "about $10 to $20 in DOGE">',
      !text('decimals') && '--decimals <the token\u2019s decimal places, e.g. 8>',
      !values['not-swappable'] &&
        !text('widget-chain') &&
        '--widget-chain <the swap widget\u2019s chain name, e.g. DOGECOIN> (or --not-swappable)',
      !values['not-swappable'] &&
        !text('widget-token') &&
        '--widget-token <the token\u2019s symbol or contract address in the swap widget, e.g. DOGE>',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Refusal(
        `a coin page needs facts this command will not guess; add ${missing.join(', ')}.\n` +
          'The market id is the coin\u2019s id at the market-data service (the last part of its coin page address); the live price list shows its price, so check it there.',
      );
    }
    if (!SYMBOL.test(symbol!)) {
      throw new Refusal(`--symbol "${symbol}" must be 2 to 10 capital letters or digits`);
    }
    const color = text('color');
    if (!COLOR.test(color!)) {
      throw new Refusal(`--color "${color}" must be a colour as #rrggbb, e.g. #c2a633`);
    }
    const sameSymbol = catalogue.find((coin) => coin.symbol === symbol);
    if (sameSymbol) {
      throw new Refusal(`${symbol} is already in the catalogue as /${sameSymbol.slug}`);
    }
    const decimals = Number(text('decimals'));
    if (!(Number.isInteger(decimals) && decimals >= 0 && decimals <= 30)) {
      throw new Refusal(`--decimals "${text('decimals')}" must be a whole number from 0 to 30`);
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
      const slugs = catalogue.map((entry) => entry.slug).join(', ');
      if (!wanted) {
        throw new Refusal(`a pair page needs --from and --to, each a coin slug: ${slugs}`);
      }
      const found = catalogue.find((entry) => entry.slug === wanted);
      if (!found) {
        throw new Refusal(
          `--${flag} "${wanted}" is not a coin of the site; add it first (npm run new -- coin ...), or use one of: ${slugs}`,
        );
      }
      return found;
    };
    const from = coin('from');
    const to = coin('to');
    if (from.slug === to.slug) throw new Refusal('--from and --to must be two different coins');
    Object.assign(facts, {
      fromName: from.name,
      fromSymbol: from.symbol,
      fromSlug: from.slug,
      toName: to.name,
      toSymbol: to.symbol,
      toSlug: to.slug,
    });
  } else {
    const missing = [
      !text('title') && '--title <the page\u2019s heading>',
      !text('description') && '--description <one or two sentences for search results>',
    ].filter(Boolean);
    if (missing.length > 0) throw new Refusal(`a page needs ${missing.join(' and ')}`);
    Object.assign(facts, { title: text('title'), description: text('description') });
  }

  const archetypeFile = path.join(dir, folderOf('archetypes')!, `${kind}.json`);
  let archetype: unknown;
  try {
    archetype = JSON.parse(await readFile(archetypeFile, 'utf8'));
  } catch {
    throw new Refusal(`cannot read the template ${shown(archetypeFile)}`);
  }
  const pageFile = path.join(dir, PAGE_FOLDERS[kind as PageFolderKind], `${slug}.json`);
  const page = fill(archetype, facts);
  if (kind === 'coin' && values.stablecoin) withStablecoinMark(page, shown(archetypeFile));
  const pageText = await formatJson(JSON.stringify(page, null, 2), pageFile);
  await writeFile(pageFile, pageText, { flag: 'wx' }).catch(() => {
    throw new Refusal(`${shown(pageFile)} exists already`);
  });

  const after = await validatePagesData(dir, { blockChecks, assets });
  if (!after.ok) {
    await rm(pageFile, { force: true });
    // The folder passed before, so every error is the new page's doing; warnings are not.
    throw new Refusal(
      `${formatReport({ ...after, warnings: [] })}\nThe new page would not pass validation, so nothing was written.`,
    );
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
    throw new Refusal(
      `/${made.slug} is made by the template from its own two coins; leave out --from and --to, or give the ones its address names`,
    );
  }
  const archetype = JSON.parse(
    await readFile(path.join(dir, folderOf('archetypes')!, 'pair.json'), 'utf8'),
  ) as { $schema?: string };
  const pageFile = path.join(dir, PAGE_FOLDERS.pair, `${made.slug}.json`);
  const page = { $schema: archetype.$schema, ...made };
  await writeFile(pageFile, await formatJson(JSON.stringify(page, null, 2), pageFile), {
    flag: 'wx',
  }).catch(() => {
    throw new Refusal(`${shown(pageFile)} exists already`);
  });
  const after = await validatePagesData(dir, { blockChecks, assets });
  if (!after.ok) {
    await rm(pageFile, { force: true });
    throw new Refusal(
      `${formatReport({ ...after, warnings: [] })}\nThe override would not pass validation, so nothing was written.`,
    );
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
        throw new Refusal(`the template uses {{${key}}}, which is not known`);
      }
      return facts[key];
    };
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole) return known(whole[1]!);
    return value.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const fact = known(key);
      if (typeof fact !== 'string') {
        throw new Refusal(`the template puts {{${key}}} inside text, where only a text fact fits`);
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
    throw new Refusal(`${archetype} has no "catalogue" object to mark the coin a stablecoin in`);
  }
  (facts as Record<string, unknown>).stablecoin = true;
}

/** Formatted as `npm run lint` checks it, with the project's settings wherever the folder is. */
export async function formatJson(text: string, file: string): Promise<string> {
  const config = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  return format(text, { ...config, filepath: file });
}
