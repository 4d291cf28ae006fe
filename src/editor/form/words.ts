import type { JsonSchema } from '../schemaBundle';
import { isPlainObject } from '../../content/validation/values';

/**
 * The form's words for the schemas' keys. The labels live here rather than as `title` in the
 * schema files because a title there names a generated TypeScript type (npm run gen-types).
 *
 * The help lines are the schemas' own `description`s, which are also the generated types' doc
 * comments. The rule: a description that needs a code word for a developer (a key, a file, a
 * constant, a JSON value such as false, a bracket) keeps it there, and HELP below gives the
 * form a person's line for that field instead; the schema is not reworded for the form.
 * `codeWords.test.ts` walks every field the form shows and fails on a code word in a label or
 * a help line, so a new field's description is either plain or gets its line here.
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

/**
 * The form's help line where the schema's description holds code words, by the field's place:
 * the definition (`#` for the page itself), then `.field` for a field and `[]` for a list's
 * item. `placesWithoutAField` names a place that no longer exists, so a renamed field does not
 * silently lose its line (the words test holds the page schema to it).
 */
const HELP: Readonly<Record<string, string>> = {
  '#': 'One page of the site: its address, its words for search results and its blocks, from top to bottom.',
  '#.catalogue':
    'A coin page only: the coin’s facts (its market id, colour, logo, how the swap widget names it, what its pair pages say about it). The page’s name, ticker and address are the coin’s.',
  Block: 'One section of the page. Its kind is chosen when it is added, under Add a block.',
  button:
    'A link that looks like a button: to a link address, or to the home page’s swap widget opened on two coins.',
  swapTarget:
    'The coins the button opens the swap widget on, by their addresses: the coin paid with, then the coin received (a coin page names only the coin paid with). The button’s link is made from them, so a button has these coins or a link address, not both.',
  'block-chainGrid':
    'A grid of the blockchains the site supports, each with its logo, ending with a tile for their total. The list and the total are set once for the whole site.',
  'block-chart.liveChart':
    'Off for a pair the chart provider has no market for (such as USDT against USD): the section then shows the pair and a link to the provider instead of a live chart.',
  'block-coinDirectory':
    'Every coin of the catalogue as a link to its page, ordered by market-cap rank, with a filter a visitor types into and live prices for the rows in view. The site fills in the coins itself, so the list always holds every coin.',
  'block-coinDirectory.entries':
    'Leave this list empty: the site fills it in from the coin catalogue when it builds the page.',
  'block-contact':
    'How to reach support: the support e-mail address and the messaging channel, as the site’s settings give them, so they are written in one place only.',
  'block-contact.channels':
    'Which contacts to list, in this order: Email (the site’s support address) and Messaging (its messaging link).',
  'block-expandableList.from':
    'Take the names from the site’s own lists instead of listing them here: Wallets (featured wallets first, then the others) or Chains.',
  'block-expandableList.items':
    'The names to show, in order; leave them out when the names come from one of the site’s lists.',
  'block-hero.heading': 'The page’s main heading, shown large, such as About SwapRoute.',
  'block-liveRate.from':
    'The address of the coin the visitor pays with (on a coin page, the page’s own coin), such as bitcoin.',
  'block-liveRate.to':
    'The address of the coin the visitor receives, such as ethereum: adds the rate between the two coins and a calculator. Leave it empty on a coin page to show the coin’s price only.',
  'block-marketStats.sparkline':
    'On: the card also draws the 7-day price line from the market data, for a page with no chart block.',
  'block-news':
    'The latest news about the page’s coins, newest first, from the site’s news feeds; when they have none or cannot be reached, the built-in articles, shown as dated background reading.',
  'block-news.apiErrors':
    'What happens when the news cannot be fetched: show the built-in articles and report the failure (the usual choice), or fail the request. Visitors see the built-in articles either way.',
  'block-news.keywords':
    'The coin names and symbols the articles should be about, plus the word cryptocurrency: the news feeds are searched for them, and they pick the built-in articles.',
  'block-pairs.links':
    'The links in order: each has its words, its address and an optional note shown after them in smaller, muted text.',
  'block-priceList':
    'The live prices of the coins the site’s price list names, in its order, five a page, refreshed every five minutes.',
  'block-stats':
    'A row of platform figures, set once for the whole site; they start a little below their targets and count up slowly.',
  'block-swapInfo.exchangeType':
    'Shown as Exchange Type: Cross-Chain Swap when the two coins are on different chains, Same-Chain Swap when both are on one chain, Same-Chain or Cross-Chain Swap when a coin issued on several chains (USDT) may meet the other on one of them. On a pair page the template makes, the site works it out from the coins’ facts.',
  'block-swapWidget':
    'The swap widget of the partner that runs the swaps, set up once for the whole site.',
  'block-toc':
    'A list of links to the sections of this page: a sticky column on wide screens, a row you can swipe on phones. Put it in the sidebar and choose Left of the main column as the page’s Side of the sidebar.',
  'block-toc.links': 'Each link goes to a place on this page, such as #faq.',
  'block-trackSwap':
    'The swap status form: a visitor pastes the transaction hash of a swap (and, when the route needs it, the trade id) and reads where the swap stands and what to do next. A link to /track with a hash in it opens the form with the hash filled in and checked.',
  'block-walletStrip':
    'The partner wallets’ logos, as the site’s settings list them: the featured ones side by side, the others scrolling past in a loop.',
  'catalogue-coinFacts':
    'What the site knows about a coin besides its page: the market id its prices come from, its colour and logo, how the swap widget names it and what its pair pages say about it. Each coin gets a pair page with every other coin, made with the facts under On pair pages.',
  'catalogue-coinFacts.aliases':
    'Other addresses people and old links use for the coin, besides its ticker, which always is one (sol for solana): /sol and every pair address spelled with one, such as /usdttosol, send the visitor on to the coin’s or the pair’s page for good.',
  'catalogue-coinFacts.stablecoin':
    'Tick for a coin pegged to the US dollar: its row in the price list shows a stablecoin note instead of a chart.',
  'catalogue-coinFacts.widget':
    'How the swap widget names this coin: the chain it is on and its token there, so that a swap button can open the widget on it. For a coin the widget cannot swap, tick the box below instead; its swap buttons then say so.',
  'catalogue-coinFacts.widget.chain':
    'The chain the swap widget opens this coin on, from the widget’s list of chains.',
  'catalogue-coinFacts.widget.swappable':
    'Ticked, Chain and Token are not needed, and the coin’s swap buttons say that it cannot be swapped here.',
};

/**
 * Each block type's name, the form's title for it and the picker's, and the words of the
 * picker's button. Every type in schema/blocks/ has one (words.test holds it).
 */
export const BLOCK_NAMES: Readonly<Record<string, { name: string; add: string }>> = {
  callToAction: { name: 'Call to action', add: 'Add a call to action' },
  callout: { name: 'Tip or warning box', add: 'Add a tip or warning box' },
  chainGrid: { name: 'Grid of blockchains', add: 'Add a grid of blockchains' },
  chainList: { name: 'Chains and addresses', add: 'Add the coin’s chains and addresses' },
  chart: { name: 'Price chart', add: 'Add a price chart' },
  coinDirectory: { name: 'List of all coins', add: 'Add the list of all coins' },
  contact: { name: 'Contact details', add: 'Add the contact details' },
  expandableList: { name: 'Names with Show more', add: 'Add names with a Show more button' },
  faq: { name: 'Questions and answers', add: 'Add questions and answers' },
  featureCards: { name: 'Feature cards', add: 'Add feature cards' },
  hero: { name: 'Top of the page', add: 'Add a top of the page' },
  infoCard: { name: 'Coin facts card', add: 'Add a coin facts card' },
  lists: { name: 'Bullet lists', add: 'Add bullet lists' },
  liveRate: { name: 'Live price or rate', add: 'Add a live price or rate' },
  marketStats: { name: 'Market figures', add: 'Add market figures' },
  news: { name: 'News', add: 'Add news' },
  pairs: { name: 'Links to pages', add: 'Add links to pages' },
  priceList: { name: 'Live price list', add: 'Add the live price list' },
  stats: { name: 'Platform figures', add: 'Add platform figures' },
  steps: { name: 'Steps', add: 'Add steps' },
  swapInfo: { name: 'Swap information card', add: 'Add a swap information card' },
  swapWidget: { name: 'Swap widget', add: 'Add the swap widget' },
  textSection: { name: 'Text section', add: 'Add a text section' },
  toc: { name: 'Contents of the page', add: 'Add contents of the page' },
  trackSwap: { name: 'Swap status form', add: 'Add the swap status form' },
  walletStrip: { name: 'Wallet logos', add: 'Add wallet logos' },
};

/**
 * Labels by the field's place (as HELP's), where the key alone does not say it: the list
 * items whose schema title is a type's name ("FaqItem").
 */
const LABELS_AT: Readonly<Record<string, string>> = {
  'block-faq.items': 'Questions',
  'block-faq.items[]': 'Question',
  'block-expandableList.items': 'Names',
  'block-expandableList.items[]': 'Name',
  'block-lists.lists[]': 'List',
  'block-lists.lists[].items': 'Points',
  'block-lists.lists[].items[]': 'Point',
  'block-featureCards.cards[]': 'Card',
  'block-chainList.chains[]': 'Chain',
  'block-coinDirectory.entries': 'Coins',
  'block-coinDirectory.entries[]': 'Coin',
  'block-toc.links[]': 'Link',
  'block-contact.channels[]': 'Contact',
};

/** A list item's title as the form shows it: "Question 2"; a block's names its kind too. */
export function numberedItemTitle(title: string, index: number, value: unknown): string {
  const type = isPlainObject(value) && typeof value.type === 'string' ? value.type : undefined;
  const block = type ? BLOCK_NAMES[type] : undefined;
  return block ? `${title} ${index + 1}, ${block.name}` : `${title} ${index + 1}`;
}

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

/**
 * The form's schema with a label on every field and every list item, and a name on every
 * choice between shapes: without them the form shows the keys ("catalogue"), numbered keys
 * ("body-0") and "Option 1".
 */
export function inMarketerWords(form: JsonSchema): JsonSchema {
  const labelled = structuredClone(form);
  const visit = (node: unknown, labels: Readonly<Record<string, string>> = {}): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    if (!isPlainObject(node)) return;
    if (isPlainObject(node.properties)) {
      for (const [key, field] of Object.entries(node.properties)) {
        if (!isPlainObject(field)) continue;
        if (labels[key]) field.title = labels[key];
        else if (field.title === undefined || field.title === key) {
          field.title = LABELS[key] ?? keyToWords(key);
        }
        if (isPlainObject(field.items) && field.items.title === undefined) {
          field.items.title = itemLabel(key);
        }
      }
    }
    for (const keyword of ['anyOf', 'oneOf']) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        if (isPlainObject(branch) && branch.title === undefined && branch.type === 'string') {
          branch.title = 'Plain text';
        }
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  const defs = labelled.$defs as Record<string, JsonSchema> | undefined;
  const coinFacts = defs?.['catalogue-coinFacts'];
  const coinWidget = isPlainObject(coinFacts?.properties) ? coinFacts.properties.widget : undefined;
  if (isPlainObject(coinWidget)) visit(coinWidget, COIN_WIDGET_LABELS);
  if (coinFacts) visit(coinFacts, COIN_FACT_LABELS);
  visit(labelled);
  for (const [type, { name }] of Object.entries(BLOCK_NAMES)) {
    const block = fieldAt(labelled, `block-${type}`);
    if (block) block.title = name;
  }
  for (const [place, label] of Object.entries(LABELS_AT)) {
    const field = fieldAt(labelled, place);
    if (field) field.title = label;
  }
  for (const [place, help] of Object.entries(HELP)) {
    const field = fieldAt(labelled, place);
    if (field) field.description = help;
  }
  return labelled;
}

/** The field at a place of HELP: `block-news.apiErrors`, `#.catalogue`, `x.links[]`. */
function fieldAt(form: JsonSchema, place: string): Record<string, unknown> | undefined {
  const [definition, ...steps] = place.split(/(?=\.)|(?=\[\])/);
  let node: unknown =
    definition === '#' ? form : (form.$defs as Record<string, unknown> | undefined)?.[definition!];
  for (const step of steps) {
    if (!isPlainObject(node)) return undefined;
    node =
      step === '[]'
        ? node.items
        : isPlainObject(node.properties)
          ? node.properties[step.slice(1)]
          : undefined;
  }
  return isPlainObject(node) ? node : undefined;
}

/** The places of HELP that name no field of this form. */
export const placesWithoutAField = (form: JsonSchema): string[] =>
  [...Object.keys(HELP), ...Object.keys(LABELS_AT)].filter((place) => !fieldAt(form, place));
