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
        const child = value();
        if (child) layout.children.set(key, child);
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
  const inline = oneLine || (layout?.inline === true && !Array.isArray(value));
  const print = (item: unknown, key: string | number) =>
    printLike(item, layout?.children.get(key), inner, inline);
  const entries = Array.isArray(value)
    ? value.map(print)
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${JSON.stringify(key)}: ${print(item, key)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  if (inline) return `${open} ${entries.join(', ')} ${close}`;
  return `${open}\n${entries.map((entry) => `${inner}${entry}`).join(',\n')}\n${indent}${close}`;
}
