/**
 * The facts `npm run new` needs for each kind of page, as the editor's New page form asks for
 * them, and its refusals in the form's words. Each fact is one of the command's flags, so the
 * form builds the command line, never a page.
 */
import type { PageFolderKind } from '../content/contentFiles';
import type { NewPageError, NewPageFact, NewPageProblem } from '../content/newPage';
import { routeForSlug } from '../engine/routes';
import { fileInWords } from './fileWords';

/** npm run new makes a page of each kind that has a page folder. */
export type NewPageKind = PageFolderKind;

/** The kinds in words, as the form offers them. */
export const NEW_PAGE_KIND_NAMES: Record<NewPageKind, string> = {
  coin: 'A coin’s page',
  pair: 'A page for a pair of coins',
  page: 'Another page (about, help, ...)',
};

export interface NewPageField {
  flag: NewPageFact | 'not-swappable' | 'stablecoin';
  label: string;
  help: string;
  /** A flag without a value (--stablecoin). */
  checkbox?: true;
  /**
   * Chosen from a list rather than typed: the catalogue's coins (the market id), the swap
   * widget's chains, or the site's own coins (a pair's two coins).
   */
  list?: 'markets' | 'chains' | 'coins';
}

export const ADDRESS_LABEL = 'Address';

export const NEW_PAGE_FIELDS: Record<NewPageKind, readonly NewPageField[]> = {
  coin: [
    { flag: 'name', label: 'Name', help: 'the coin’s name, e.g. Dogecoin' },
    {
      flag: 'symbol',
      label: 'Ticker symbol',
      help: 'its ticker, 2 to 10 capital letters or digits, e.g. DOGE',
    },
    {
      flag: 'market-id',
      label: 'Market id',
      help: 'the coin at the price service: type its name or ticker and pick it from the list; the live price list shows the price of the coin picked here',
      list: 'markets',
    },
    { flag: 'color', label: 'Brand colour', help: 'as # and six digits or letters, e.g. #c2a633' },
    { flag: 'network', label: 'Network', help: 'the chain it lives on, e.g. Dogecoin' },
    {
      flag: 'confirmation-time',
      label: 'Confirmation time',
      help: 'how long its chain takes to confirm, e.g. about 1 minute a block',
    },
    { flag: 'swap-time', label: 'Swap time', help: 'a typical swap time, e.g. 5-30 minutes' },
    {
      flag: 'minimum',
      label: 'Minimum swap',
      help: 'the smallest swap, e.g. about $10 to $20 in DOGE',
    },
    { flag: 'decimals', label: 'Decimal places', help: 'the token’s decimal places, e.g. 8' },
    {
      flag: 'widget-chain',
      label: 'Chain in the swap widget',
      help: 'the chain the swap widget swaps it on',
      list: 'chains',
    },
    {
      flag: 'widget-token',
      label: 'Token in the swap widget',
      help: 'the token’s symbol or contract address in the swap widget, e.g. DOGE',
    },
    {
      flag: 'not-swappable',
      label: 'The swap widget cannot swap this coin',
      help: 'then leave its chain and token empty',
      checkbox: true,
    },
    { flag: 'stablecoin', label: 'Stablecoin', help: 'pegged to the dollar', checkbox: true },
  ],
  pair: [
    { flag: 'from', label: 'Coin paid with', help: 'one of the site’s coins', list: 'coins' },
    { flag: 'to', label: 'Coin received', help: 'another of the site’s coins', list: 'coins' },
  ],
  page: [
    { flag: 'title', label: 'Title', help: 'the page’s heading' },
    { flag: 'description', label: 'Description', help: 'one or two sentences for search results' },
  ],
};

export const NEW_PAGE_KINDS = Object.keys(NEW_PAGE_FIELDS) as NewPageKind[];

/** The command line `npm run new` would be given for these facts, into the folder `dir`. */
export function newPageArgv(
  dir: string,
  kind: NewPageKind,
  slug: string,
  fields: Readonly<Record<string, string | boolean | undefined>>,
): string[] {
  const argv = [kind, slug];
  for (const { flag } of NEW_PAGE_FIELDS[kind]) {
    const value = fields[flag];
    if (value === true) argv.push(`--${flag}`);
    // --flag=value, so a value starting with a dash is not read as a flag.
    else if (typeof value === 'string' && value.trim() !== '')
      argv.push(`--${flag}=${value.trim()}`);
  }
  return [...argv, '--dir', dir];
}

const labelOf = (fact: NewPageFact) =>
  Object.values(NEW_PAGE_FIELDS)
    .flat()
    .find((field) => field.flag === fact)?.label ?? fact;

/** "A, B and C". */
const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The validator's errors, each by the page or file it is in. */
const errorsInWords = (errors: readonly NewPageError[]) =>
  errors.map((error) => `In ${fileInWords(error.file)}: ${error.message}`).join(' ');

/** Why no page was made, in the form's words: each fact by its box's label, no flags. */
export function formWords(problem: NewPageProblem): string {
  switch (problem.is) {
    case 'usage':
      return `Choose a kind of page and fill in its ${ADDRESS_LABEL.toLowerCase()}.`;
    case 'bad slug':
      return `“${problem.slug}” cannot be an address: use lower-case letters, digits and single dashes, e.g. dogecoin.`;
    case 'reserved':
      return `The address ${routeForSlug(problem.slug)} is kept for the site itself: choose another.`;
    case 'folder has errors':
      return `No page was made: the site has problems already, which must be fixed first. ${errorsInWords(problem.errors)}`;
    case 'exists':
      return `There is a page at ${routeForSlug(problem.slug)} already: open it from the list, or choose another address.`;
    case 'redirect':
      return `The address ${routeForSlug(problem.slug)} already leads to ${problem.to} (another spelling or a former address of that page): edit that page, or choose another address.`;
    case 'missing':
      return problem.kind === 'pair'
        ? `Choose the ${listed(problem.facts.map((fact) => labelOf(fact).toLowerCase()))} from the lists.`
        : `Fill in ${listed(problem.facts.map(labelOf))}: the editor does not guess them.${
            problem.facts.includes('widget-chain')
              ? ' (If the swap widget cannot swap this coin, tick that box instead of choosing its chain and token.)'
              : ''
          }`;
    case 'malformed':
      return {
        symbol: `The ${labelOf('symbol')} “${problem.value}” must be 2 to 10 capital letters or digits, e.g. DOGE.`,
        color: `The ${labelOf('color')} “${problem.value}” must be # and six digits or letters from a to f, e.g. #c2a633.`,
        decimals: `The ${labelOf('decimals')} “${problem.value}” must be a whole number from 0 to 30.`,
      }[problem.fact];
    case 'symbol taken':
      return `The site has a coin with the ticker symbol ${problem.symbol} already, at ${routeForSlug(problem.slug)}.`;
    case 'not a coin':
      return `The ${labelOf(problem.fact).toLowerCase()} must be one of the site’s coins: choose it from the list.`;
    case 'same coins':
      return `The ${labelOf('from').toLowerCase()} and the ${labelOf('to').toLowerCase()} must be two different coins.`;
    case 'not its coins':
      return `The site makes the page at ${routeForSlug(problem.slug)} from the two coins its address names: choose those two coins, or another address.`;
    case 'would not pass':
      return `No page was made: it would not pass the site’s checks. ${errorsInWords(problem.errors)}`;
    case 'template':
      return `No page was made: the site’s starting point for this kind of page is broken (${problem.message}). A developer needs to fix it.`;
  }
}
