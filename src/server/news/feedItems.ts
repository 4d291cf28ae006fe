import { Parser } from 'htmlparser2';

/** One feed item's raw fields, before any cleaning: text as the feed had it, entities decoded. */
export interface RawFeedItem {
  title: string;
  link: string;
  /** RSS description, Atom summary, or the item's full content when it has neither. */
  summary: string;
  /** When the item was published, or else last updated. */
  date: string;
  imageUrl: string;
}

export interface FeedLimits {
  /** Items after this many are never looked at. */
  maxItems: number;
  /** Characters kept of one field; the rest of a longer one is skipped unread. */
  maxFieldChars: number;
  /** Characters parsed before the event loop is given a turn. */
  sliceChars: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxItems: 200,
  maxFieldChars: 32_000,
  sliceChars: 16_384,
};

const ITEM_ELEMENTS = new Set(['item', 'entry']);
const SUMMARY_ELEMENTS = ['description', 'summary', 'content:encoded', 'content'];
const PUBLISHED_ELEMENTS = ['pubdate', 'published', 'dc:date', 'issued', 'updated', 'modified'];

/** Where the turn is given: a timer, the one scheduling primitive Node and workerd share. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Building {
  depth: number;
  fields: Map<string, string>;
  /** The direct child whose text is being collected. */
  field: string | null;
  link: string;
  imageUrl: string;
}

function isImage(attributes: Record<string, string>): boolean {
  const type = attributes.type ?? '';
  return type.startsWith('image/') || attributes.medium === 'image';
}

/**
 * The items of an RSS 2.0, RSS 1.0 or Atom document, read by a streaming, linear parser in
 * slices with a turn of the event loop between them, so that neither a huge field nor
 * thousands of items hold up other requests. Reading stops after `maxItems` items.
 * Tolerant of broken XML: what was read before the break counts.
 */
export async function readFeedItems(
  xml: string,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
): Promise<RawFeedItem[]> {
  const items: RawFeedItem[] = [];
  let depth = 0;
  let current: Building | null = null;

  const parser = new Parser(
    {
      onopentag(tagName, attributes) {
        depth += 1;
        const name = tagName.toLowerCase();
        if (!current) {
          if (ITEM_ELEMENTS.has(name) || name.endsWith(':entry')) {
            current = { depth, fields: new Map(), field: null, link: '', imageUrl: '' };
          }
          return;
        }
        if (depth !== current.depth + 1) return;
        if (name === 'link' && attributes.href) {
          const rel = attributes.rel ?? 'alternate';
          if (rel === 'alternate' && !current.link) current.link = attributes.href;
          return;
        }
        if (['enclosure', 'media:content', 'media:thumbnail'].includes(name)) {
          const url = attributes.url;
          if (url && !current.imageUrl && (name === 'media:thumbnail' || isImage(attributes))) {
            current.imageUrl = url;
          }
          return;
        }
        if (!current.fields.has(name)) {
          current.field = name;
          current.fields.set(name, '');
        }
      },
      ontext(text) {
        const item = current as Building | null;
        if (!item?.field) return;
        const sofar = item.fields.get(item.field) ?? '';
        if (sofar.length >= limits.maxFieldChars) return;
        item.fields.set(item.field, sofar + text.slice(0, limits.maxFieldChars - sofar.length));
      },
      onclosetag(_name, isImplied) {
        const item = current as Building | null;
        if (item && depth === item.depth + 1) item.field = null;
        // An item the document broke off inside is left out, not completed by guesswork.
        if (item && depth === item.depth && !isImplied) {
          const field = (names: string[]) =>
            names.map((name) => item.fields.get(name)).find((value) => value?.trim()) ?? '';
          items.push({
            title: field(['title']),
            link: item.link || field(['link']),
            summary: field(SUMMARY_ELEMENTS),
            date: field(PUBLISHED_ELEMENTS).trim().slice(0, 64),
            imageUrl: item.imageUrl,
          });
        }
        if (item && depth === item.depth) current = null;
        depth -= 1;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );

  for (let at = 0; at < xml.length && items.length < limits.maxItems; at += limits.sliceChars) {
    parser.write(xml.slice(at, at + limits.sliceChars));
    await nextTurn();
  }
  if (items.length < limits.maxItems) parser.end();
  return items.slice(0, limits.maxItems);
}
