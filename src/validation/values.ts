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

/** A received value as JSON, cut to about 40 characters. */
export function preview(value: unknown): string {
  const json = toJson(value);
  return json.length > PREVIEW_LENGTH ? `${json.slice(0, PREVIEW_LENGTH - 1)}…` : json;
}

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Nesting too deep for JSON.stringify; the type still tells the reader something.
    return `(${jsonTypeName(value)})`;
  }
}
