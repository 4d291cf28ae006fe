import type { JsonSchema } from '../schemaBundle';

/**
 * The form's words for the schemas' keys. The labels live here rather than as `title` in the
 * schema files because a title there names a generated TypeScript type (npm run gen-types);
 * the help lines are the schemas' own `description`s.
 */
const LABELS: Readonly<Record<string, string>> = {
  kind: 'Kind of page',
  slug: 'Address',
  formerSlugs: 'Former addresses',
  name: 'Name',
  symbol: 'Ticker symbol',
  catalogue: 'Coin facts',
  fromSymbol: 'Symbol of the coin paid with',
  toSymbol: 'Symbol of the coin received',
  fromName: 'Name of the coin paid with',
  toName: 'Name of the coin received',
  title: 'Title',
  description: 'Description',
  keywords: 'Search keywords',
  shareImage: 'Picture for link previews',
  sidebarPosition: 'Side of the sidebar',
  blocks: 'Blocks',
  id: 'Anchor name',
  href: 'Link address',
  from: 'Coin paid with',
  to: 'Coin received',
  swap: 'Opens the swap on',
  variant: 'Look',
  strong: 'Bold words',
  text: 'Words',
  note: 'Note',
  area: 'Place on wide screens',
  apiErrorMessage: 'Message when the news cannot be fetched',
  apiErrors: 'When the news cannot be fetched',
  explorerUrl: 'Explorer address',
  tradeIdHelp: 'Help under the trade id',
  marketId: 'Market id',
  liveChart: 'Live chart',
  tone: 'Tone',
  body: 'Paragraphs',
};

/** Labels where a key means something else: the coin facts' own fields. */
const COIN_FACT_LABELS: Readonly<Record<string, string>> = {
  id: 'Market id',
  aliases: 'Other addresses',
  color: 'Brand colour',
  logo: 'Logo',
  stablecoin: 'Stablecoin',
  widget: 'In the swap widget',
  pair: 'On pair pages',
};
const COIN_WIDGET_LABELS: Readonly<Record<string, string>> = {
  chain: 'Chain',
  otherChains: 'Also issued on',
  token: 'Token',
  decimals: 'Decimal places',
  swappable: 'The swap widget cannot swap this coin',
};

/** One item of a list, where dropping the plural's "s" does not say it. */
const ITEM_LABELS: Readonly<Record<string, string>> = {
  keywords: 'Keyword',
  newsKeywords: 'Keyword',
  aliases: 'Address',
  formerSlugs: 'Former address',
  entries: 'Entry',
  otherChains: 'Chain',
  fallbackLinks: 'Link',
  body: 'Paragraph',
  blocks: 'Block',
};

/** The names of the schemas' choices, by value. */
export const CHOICE_NAMES: Readonly<Record<string, string>> = {
  home: 'Home page',
  fixed: 'Fixed page (about, docs, ...)',
  coin: 'Coin page',
  pair: 'Pair page',
  start: 'Left of the main column',
  end: 'Right of the main column',
  main: 'Main column',
  sidebar: 'Sidebar',
  primary: 'Primary (filled)',
  secondary: 'Secondary (outlined)',
  tip: 'Tip',
  warning: 'Warning',
  email: 'Email',
  messaging: 'Messaging',
  wallets: 'Wallets',
  chains: 'Chains',
  report: 'Show the built-in articles and report the failure',
  raise: 'Fail the request',
};

/** "fallbackLinks" → "Fallback links", "apiErrorMessage" → "API error message". */
export function keyToWords(key: string): string {
  const words = key
    .replace(/^\$/, '')
    .split(/(?=[A-Z][a-z])|(?<=[a-z])(?=[A-Z])/)
    .map((word) => (/^[A-Z]+$/.test(word) ? word : word.toLowerCase()));
  const phrase = words
    .join(' ')
    .replace(/\burl\b/g, 'address')
    .replace(/\bapi\b/g, 'API');
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

const itemLabel = (key: string) =>
  ITEM_LABELS[key] ??
  keyToWords(key)
    .replace(/ies$/, 'y')
    .replace(/(?<!s)s$/, '');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form's schema with a label on every field and every list item, and a name on every
 * choice between shapes: without them the form shows the keys ("catalogue"), numbered keys
 * ("body-0") and "Option 1".
 */
export function inMarketerWords(form: JsonSchema): JsonSchema {
  const labelled = structuredClone(form);
  const visit = (node: unknown, labels: Readonly<Record<string, string>> = {}): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [key, field] of Object.entries(node.properties)) {
        if (!isObject(field)) continue;
        if (labels[key]) field.title = labels[key];
        else if (field.title === undefined || field.title === key) {
          field.title = LABELS[key] ?? keyToWords(key);
        }
        if (isObject(field.items) && field.items.title === undefined) {
          field.items.title = itemLabel(key);
        }
      }
    }
    for (const keyword of ['anyOf', 'oneOf']) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        if (isObject(branch) && branch.title === undefined && branch.type === 'string') {
          branch.title = 'Plain text';
        }
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  const defs = labelled.$defs as Record<string, JsonSchema> | undefined;
  const coinFacts = defs?.['catalogue-coinFacts'];
  const coinWidget = isObject(coinFacts?.properties) ? coinFacts.properties.widget : undefined;
  if (isObject(coinWidget)) visit(coinWidget, COIN_WIDGET_LABELS);
  if (coinFacts) visit(coinFacts, COIN_FACT_LABELS);
  visit(labelled);
  return labelled;
}
