import type { UiSchema } from '@rjsf/utils';
import { LogoWidget } from './LogoWidget';
import { ParagraphField, RunsField } from './ParagraphField';
import { ChainWidget, ColourWidget, MarketIdWidget, NoField, NotSwappableField } from './widgets';

/** Fields a page file leaves to the site (the template and the site set them). */
const SET_BY_THE_SITE = ['template', 'swapCoins', 'robots'];
/** Fields the form never shows, whatever the page. */
export const FIELDS_NOT_SHOWN: readonly string[] = [...SET_BY_THE_SITE, '$schema'];
const COIN_FIELDS = ['name', 'symbol', 'catalogue'];
const PAIR_FIELDS = ['name', 'symbol', 'fromSymbol', 'toSymbol', 'fromName', 'toName'];
/** A coin keeps its old addresses among its aliases, and the home page is always /. */
const FORMER_SLUGS = 'formerSlugs';

/** The fields a page of this kind has no use for. */
function notForKind(kind: unknown): string[] {
  if (kind === 'coin') {
    return [...PAIR_FIELDS.filter((field) => !COIN_FIELDS.includes(field)), FORMER_SLUGS];
  }
  if (kind === 'pair') return ['catalogue'];
  const fields = [...new Set([...COIN_FIELDS, ...PAIR_FIELDS])];
  return kind === 'home' ? [...fields, FORMER_SLUGS] : fields;
}

const hidden = { 'ui:field': NoField, 'ui:options': { label: false } };

/** A plain text that runs to sentences: a box of some lines, not one line that scrolls. */
const lines = (rows: number) => ({ 'ui:widget': 'textarea', 'ui:options': { rows } });

/**
 * The blocks' plain texts of sentences, by field: an FAQ's answer, the top's blurb, a call
 * to action's line. They go on the block list's items, which every kind of block shares: a
 * `ui:definitions` entry for one block would take the place of the item's own uiSchema (its
 * title, its hidden type) for every kind of block.
 */
const BLOCK_LONG_TEXTS: UiSchema = {
  items: { items: { answer: lines(5) } },
  blurb: lines(3),
  text: lines(2),
};

/**
 * The editor's uiSchema with the form's own parts: paragraphs as text with bold words and
 * links, a box of lines for an answer or a blurb, the coin facts' colour picker, lists of market ids and chains and the logo upload,
 * and only the fields a page of this kind has (a coin's fields are not asked of /about).
 */
export function withFormParts(base: UiSchema, page: { kind?: unknown } | undefined): UiSchema {
  const hide = [...SET_BY_THE_SITE, ...notForKind(page?.kind)];
  const blocks = (base.blocks ?? {}) as UiSchema;
  return {
    ...base,
    blocks: { ...blocks, items: { ...BLOCK_LONG_TEXTS, ...(blocks.items as UiSchema) } },
    ...Object.fromEntries(hide.map((field) => [field, hidden])),
    'ui:definitions': {
      '#/$defs/richText': {
        items: { 'ui:field': ParagraphField, 'ui:fieldReplacesAnyOrOneOf': true },
      },
      '#/$defs/inline': { 'ui:field': RunsField },
      '#/$defs/catalogue-coinFacts': {
        id: { 'ui:widget': MarketIdWidget },
        color: { 'ui:widget': ColourWidget },
        logo: { 'ui:widget': LogoWidget },
        widget: {
          chain: { 'ui:widget': ChainWidget },
          otherChains: { items: { 'ui:widget': ChainWidget } },
          swappable: { 'ui:field': NotSwappableField },
        },
      },
    },
  };
}
