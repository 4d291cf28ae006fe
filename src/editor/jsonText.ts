/**
 * Prints a page as its file already lays it out, so a save changes only the lines whose
 * values changed. Prettier (as `npm run lint` checks the files) keeps an object on one line
 * when its text had it on one line and breaks it where the text did; everything else it
 * decides from the value alone. So the printer only has to say which objects were on one line.
 */

/** For each object in a JSON text, whether it was written on one line, and the same for its children. */
export interface Layout {
  inline: boolean;
  children: Map<string | number, Layout>;
  /**
   * For an item of a list, its value (keys sorted): a moved item finds its own layout by it,
   * where its new position would lend it another item's, and reformat both.
   */
  source?: string;
}

/** A value as JSON with every object's keys sorted, so key order does not tell two apart. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The layout of a JSON text; undefined when the text is not JSON. */
export function layoutOf(text: string): Layout | undefined {
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  let i = 0;
  const space = () => {
    while (' \t\n\r'.includes(text.charAt(i)) && i < text.length) i++;
  };
  const string = () => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Layout | undefined => {
    space();
    const char = text[i];
    if (char === '{' || char === '[') {
      const layout: Layout = { inline: false, children: new Map() };
      i++;
      const before = i;
      space();
      layout.inline = !text.slice(before, i).includes('\n');
      let index = 0;
      while (text[i] !== '}' && text[i] !== ']') {
        let key: string | number = index++;
        if (char === '{') {
          key = string();
          space();
          i++; // the colon
        }
        const start = i;
        const child = value();
        if (child) {
          if (char === '[') child.source = canonical(JSON.parse(text.slice(start, i)));
          layout.children.set(key, child);
        }
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
      return layout;
    }
    if (char === '"') string();
    else while (i < text.length && !',]} \t\n\r'.includes(text.charAt(i))) i++;
    return undefined;
  };
  return value();
}

/**
 * `value` as JSON with two-space indents, objects on one line where `layout` had them (and
 * everything inside such an object on that line too).
 */
export function printLike(value: unknown, layout?: Layout, indent = '', oneLine = false): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const unclaimed = itemsBySource(Array.isArray(value) ? layout : undefined);
  // An item still as it was is laid out as it was, wherever it now is; a changed one as the
  // item that had its place.
  const ownLayout = (item: unknown, index: number) =>
    (typeof item === 'object' && item !== null
      ? unclaimed.get(canonical(item))?.shift()
      : undefined) ?? layout?.children.get(index);
  const inline = oneLine || (layout?.inline === true && !Array.isArray(value));
  const print = (item: unknown, key: string | number, itemLayout = layout?.children.get(key)) =>
    printLike(item, itemLayout, inner, inline);
  const entries = Array.isArray(value)
    ? value.map((item, index) => print(item, index, ownLayout(item, index)))
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${JSON.stringify(key)}: ${print(item, key)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  if (inline) return `${open} ${entries.join(', ')} ${close}`;
  return `${open}\n${entries.map((entry) => `${inner}${entry}`).join(',\n')}\n${indent}${close}`;
}

/** A list's item layouts by their values, in order, for items that moved to find theirs. */
function itemsBySource(layout: Layout | undefined): Map<string, Layout[]> {
  const bySource = new Map<string, Layout[]>();
  for (const child of layout?.children.values() ?? []) {
    if (child.source === undefined) continue;
    const same = bySource.get(child.source);
    if (same) same.push(child);
    else bySource.set(child.source, [child]);
  }
  return bySource;
}
