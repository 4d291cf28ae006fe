/**
 * The facts `npm run new` needs for each kind of page, as the editor's form asks for them:
 * each is one of the command's flags, so the form builds the command line, never a page.
 */
import type { PageFolderKind } from '../content/collections';

/** npm run new makes a page of each kind that has a page folder. */
export type NewPageKind = PageFolderKind;

export interface NewPageField {
  flag: string;
  label: string;
  help: string;
  /** A flag without a value (--stablecoin). */
  checkbox?: true;
}

export const NEW_PAGE_FIELDS: Record<NewPageKind, readonly NewPageField[]> = {
  coin: [
    { flag: 'name', label: 'Name', help: 'the coin’s name, e.g. Dogecoin' },
    {
      flag: 'symbol',
      label: 'Symbol',
      help: 'its ticker, 2 to 10 capital letters or digits, e.g. DOGE',
    },
    {
      flag: 'market-id',
      label: 'Market id',
      help: 'the coin’s id at the market-data service (the last part of its coin page address there); the live price list asks for its price under it, so check it',
    },
    { flag: 'color', label: 'Colour', help: 'its brand colour as #rrggbb, e.g. #c2a633' },
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
    { flag: 'decimals', label: 'Decimals', help: 'the token’s decimal places, e.g. 8' },
    {
      flag: 'widget-chain',
      label: 'Swap widget chain',
      help: 'the swap widget’s chain name, e.g. DOGECOIN',
    },
    {
      flag: 'widget-token',
      label: 'Swap widget token',
      help: 'the token’s symbol or contract address in the swap widget, e.g. DOGE',
    },
    {
      flag: 'not-swappable',
      label: 'Not swappable',
      help: 'the swap widget cannot swap it (then leave the widget chain and token empty)',
      checkbox: true,
    },
    { flag: 'stablecoin', label: 'Stablecoin', help: 'pegged to the dollar', checkbox: true },
  ],
  pair: [
    { flag: 'from', label: 'From coin', help: 'the slug of the coin paid with, e.g. bitcoin' },
    { flag: 'to', label: 'To coin', help: 'the slug of the coin received, e.g. ethereum' },
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
