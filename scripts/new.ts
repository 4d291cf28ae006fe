import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  DEFAULT_CONTENT_DIR,
  fileOf,
  folderOf,
  PAGE_FOLDERS,
  type PageFolderKind,
} from '../src/content/collections.ts';
import { listSiteAssets } from '../src/content/siteAssets.ts';
import { routeForSlug } from '../src/engine/routes.ts';
import type { PageDefinition } from '../src/engine/types.ts';
import { jsonPositions } from '../src/content/validation/json-locate.ts';
import { reservedFor, slugRole } from '../src/content/slugRoles.ts';
import { formatReport, validatePagesData } from '../src/content/validation/index.ts';
import { loadBlockChecks } from '../src/blocks/index.ts';
import { isPageSlug } from '../src/engine/routes.ts';

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

interface CatalogueCoin {
  id: string;
  name: string;
  symbol: string;
  slug: string;
  color: string;
  stablecoin?: boolean;
  /** How the swap widget names the coin, or that it cannot swap it. */
  widget: { chain?: string; token?: string; decimals: number; swappable?: false };
  /** What the coin's pair pages say about it (network, times, minimum amount). */
  pair: { network: string; confirmationTime: string; swapTime: string; minimumSwap: string };
}

/** Refusals say what to do, and never come with a stack trace. */
class Refusal extends Error {}

export interface NewPageResult {
  code: number;
  output: string;
}

/**
 * Makes a page file from the content folder's archetype for its kind, filled only with the
 * facts given on the command line or already in the catalogue: a missing fact is asked for,
 * never guessed, because a wrong market id would show a wrong price as real. The result is
 * validated with the whole folder before the command succeeds; on any problem nothing stays
 * written.
 */
export async function newPage(argv: string[]): Promise<NewPageResult> {
  try {
    return { code: 0, output: await scaffold(argv) };
  } catch (error) {
    if (error instanceof Refusal) return { code: 1, output: error.message };
    throw error;
  }
}

async function scaffold(argv: string[]): Promise<string> {
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
  const assets = await listSiteAssets();
  const before = await validatePagesData(dir, { blockChecks: loadBlockChecks, assets });
  if (!before.ok) {
    throw new Refusal(
      `${formatReport(before)}\nThe content folder has problems already; fix them first, then run this again.`,
    );
  }
  const role = slugRole(slug, before);
  if (role.is === 'made pair' && kind === 'pair') {
    const made = before.pages.find(({ page }) => page.slug === slug)!.page;
    return writeOverride(dir, made, assets, shown, { from: text('from'), to: text('to') });
  }
  if (role.is === 'page' || role.is === 'made pair') {
    throw new Refusal(`/${slug} exists already: ${role.file}`);
  }
  if (role.is === 'redirect') {
    throw new Refusal(
      `/${slug} is another spelling that moves to ${role.to}; edit that page, or choose another slug`,
    );
  }

  const siteFile = path.join(dir, fileOf('site')!);
  const siteText = await readFile(siteFile, 'utf8');
  const catalogue = before.site.coins as CatalogueCoin[];
  const facts: Record<string, string> = { slug, siteName: before.site.siteName };
  let newCoin: CatalogueCoin | undefined;

  if (kind === 'coin') {
    const name = text('name');
    const symbol = text('symbol');
    const known = catalogue.find((coin) => coin.slug === slug);
    const missing = [
      !name && '--name <the coin\u2019s name, e.g. Dogecoin>',
      !symbol && '--symbol <its ticker, e.g. DOGE>',
      !known && !text('market-id') && '--market-id <the market-data service\u2019s coin id>',
      !known && !text('color') && '--color <its brand colour as #rrggbb>',
      !known && !text('network') && '--network <the chain it lives on, e.g. Dogecoin>',
      !known &&
        !text('confirmation-time') &&
        '--confirmation-time <how long its chain takes to confirm, e.g. "about 1 minute a block">',
      !known && !text('swap-time') && '--swap-time <a typical swap time, e.g. "5-30 minutes">',
      !known &&
        !text('minimum') &&
        '--minimum <the smallest swap, e.g. "about $10 to $20 in DOGE">',
      !known && !text('decimals') && '--decimals <the token\u2019s decimal places, e.g. 8>',
      !known &&
        !values['not-swappable'] &&
        !text('widget-chain') &&
        '--widget-chain <the swap widget\u2019s chain name, e.g. DOGECOIN> (or --not-swappable)',
      !known &&
        !values['not-swappable'] &&
        !text('widget-token') &&
        '--widget-token <the token\u2019s symbol or contract address in the swap widget, e.g. DOGE>',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Refusal(
        `a coin page needs facts this command will not guess; add ${missing.join(', ')}.\n` +
          (known
            ? ''
            : 'The market id is the coin\u2019s id at the market-data service (the last part of its coin page address); the live price list shows its price, so check it there.'),
      );
    }
    if (!SYMBOL.test(symbol!)) {
      throw new Refusal(`--symbol "${symbol}" must be 2 to 10 capital letters or digits`);
    }
    const color = text('color');
    if (!known && !COLOR.test(color!)) {
      throw new Refusal(`--color "${color}" must be a colour as #rrggbb, e.g. #c2a633`);
    }
    const sameSymbol = catalogue.find((coin) => coin.symbol === symbol && coin.slug !== slug);
    if (sameSymbol) {
      throw new Refusal(`${symbol} is already in the catalogue as /${sameSymbol.slug}`);
    }
    const decimals = Number(text('decimals'));
    if (!known && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 30)) {
      throw new Refusal(`--decimals "${text('decimals')}" must be a whole number from 0 to 30`);
    }
    if (!known) {
      newCoin = {
        id: text('market-id')!,
        name: name!,
        symbol: symbol!,
        slug,
        color: color!,
        widget: values['not-swappable']
          ? { decimals, swappable: false }
          : { chain: text('widget-chain')!, token: text('widget-token')!, decimals },
        pair: {
          network: text('network')!,
          confirmationTime: text('confirmation-time')!,
          swapTime: text('swap-time')!,
          minimumSwap: text('minimum')!,
        },
      };
      if (values.stablecoin) newCoin.stablecoin = true;
    }
    Object.assign(facts, { name, symbol });
  } else if (kind === 'pair') {
    // A coin page names its coin too: USDT has a page but no row in the price list.
    const coins = [
      ...catalogue,
      ...before.pages.flatMap(({ page }) =>
        page.kind === 'coin' && page.name && page.symbol
          ? [{ slug: page.slug, name: page.name, symbol: page.symbol }]
          : [],
      ),
    ];
    const coin = (flag: 'from' | 'to') => {
      const wanted = text(flag);
      const slugs = [...new Set(coins.map((entry) => entry.slug))].join(', ');
      if (!wanted) {
        throw new Refusal(`a pair page needs --from and --to, each a coin slug: ${slugs}`);
      }
      const found = coins.find((entry) => entry.slug === wanted);
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
  const pageText = await formatJson(JSON.stringify(fill(archetype, facts), null, 2), pageFile);
  await writeFile(pageFile, pageText, { flag: 'wx' }).catch(() => {
    throw new Refusal(`${shown(pageFile)} exists already`);
  });
  if (newCoin) await writeFile(siteFile, await addCoin(siteText, newCoin, siteFile));

  const after = await validatePagesData(dir, { blockChecks: loadBlockChecks, assets });
  if (!after.ok) {
    await rm(pageFile, { force: true });
    await writeFile(siteFile, siteText);
    // The folder passed before, so every error is the new page's doing; warnings are not.
    throw new Refusal(
      `${formatReport({ ...after, warnings: [] })}\nThe new page would not pass validation, so nothing was written.`,
    );
  }

  const address = routeForSlug(slug);
  return [
    `Created ${shown(pageFile)}, the page at ${address}.`,
    ...(newCoin ? [`Added ${newCoin.name} to the coin catalogue in ${shown(siteFile)}.`] : []),
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
  assets: ReadonlySet<string>,
  shown: (file: string) => string,
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
  const after = await validatePagesData(dir, { blockChecks: loadBlockChecks, assets });
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

/** Replaces {{fact}} in every string; a placeholder without a fact is a broken template. */
function fill(value: unknown, facts: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const fact = facts[key];
      if (fact === undefined) throw new Refusal(`the template uses {{${key}}}, which is not known`);
      return fact;
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, facts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, facts)]));
  }
  return value;
}

/**
 * Adds the coin after the catalogue's last entry by editing the text, so the rest of the
 * file keeps its layout and the change reads as one added entry.
 */
async function addCoin(siteText: string, coin: CatalogueCoin, siteFile: string): Promise<string> {
  const positions = jsonPositions(siteText);
  let last = 0;
  while (positions.has(`coins[${last + 1}]`)) last++;
  const start = positions.get(`coins[${last}]`)!;
  const end = endOfValue(siteText, start);
  const entry = JSON.stringify(coin, null, 2);
  return formatJson(`${siteText.slice(0, end)},\n${entry}${siteText.slice(end)}`, siteFile);
}

/** The offset just past the object or array that starts at `start`. */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      i++;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    } else if (char === '{' || char === '[') {
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** Formatted as `npm run lint` checks it, with the project's settings wherever the folder is. */
async function formatJson(text: string, file: string): Promise<string> {
  const config = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  return format(text, { ...config, filepath: file });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, output } = await newPage(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
}
