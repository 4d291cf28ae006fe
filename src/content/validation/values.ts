/** The JSON type of a parsed value, as a reader of the file would name it. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PREVIEW_LENGTH = 40;
/** How much of a name or text from a file a message quotes: enough to recognise it. */
const QUOTE_LENGTH = 60;
/** How many items of a list a message names before it only counts the rest. */
const LISTED_ITEMS = 5;

/** A received value as JSON, cut to about 40 characters. */
export function preview(value: unknown): string {
  const json = toJson(value);
  return json.length > PREVIEW_LENGTH ? cut(json, PREVIEW_LENGTH - 1) : json;
}

/**
 * Text from a file, cut to `max` characters and an ellipsis: one 800 KB value must not
 * flood the report, and its start is enough to find it.
 */
export function cut(text: string, max = QUOTE_LENGTH): string {
  if (text.length <= max) return text;
  // Never half a character: a lone surrogate prints as garbage.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** `a, b and c`, or `a, b, c, d, e and 12 more` for a long list. */
export function listSome(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length <= LISTED_ITEMS) return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return `${items.slice(0, LISTED_ITEMS).join(', ')} and ${items.length - LISTED_ITEMS} more`;
}

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Nesting too deep for JSON.stringify; the type still tells the reader something.
    return `(${jsonTypeName(value)})`;
  }
}
