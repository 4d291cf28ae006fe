import { describe, expect, it } from 'vitest';
import { pageSchema } from '../edits';
import { formSchema, type JsonSchema } from '../schemaBundle';
import { codeWordsIn } from './codeWords';
import { FIELDS_NOT_SHOWN } from './formUi';
import { inMarketerWords } from './words';

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every label and help line the form can show, by where it is: what the page schema reaches
 * through its fields, list items, choices and references, less the fields the form hides.
 */
function shownWords(form: JsonSchema): { at: string; text: string }[] {
  const found: { at: string; text: string }[] = [];
  const defs = (form.$defs ?? {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${at}[${index}]`));
    if (!isObject(node)) return;
    for (const keyword of ['title', 'description']) {
      const text = node[keyword];
      if (typeof text === 'string') found.push({ at: `${at} ${keyword}`, text });
    }
    const ref =
      typeof node.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined;
    if (ref && !seen.has(ref)) {
      seen.add(ref);
      visit(defs[ref], ref);
    }
    for (const [name, field] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      // The block's type is chosen with the picker and hidden in the form.
      const hidden =
        FIELDS_NOT_SHOWN.includes(name) || (name === 'type' && isObject(field) && 'const' in field);
      if (!hidden) visit(field, `${at}.${name}`);
    }
    visit(node.items, `${at}[]`);
    for (const keyword of ['anyOf', 'oneOf', 'allOf']) visit(node[keyword], `${at}/${keyword}`);
  };
  visit(form, '#');
  return found;
}

describe('the form’s labels and help lines', () => {
  it('finds the code words a marketer cannot act on, and leaves site addresses alone', () => {
    expect(codeWordsIn('the chain from the BLOCKCHAIN_NAME list')).toEqual([
      'BLOCKCHAIN_NAME (a CONSTANT)',
    ]);
    expect(codeWordsIn('or swappable false')).toEqual(['false (a JSON value)']);
    expect(codeWordsIn('from the news (/api/news/<page slug>)')).toHaveLength(3);
    expect(codeWordsIn('the widget’s list (src/catalogue/networks.ts)')).toEqual([
      'src/catalogue/networks.ts (a code file)',
    ]);
    expect(codeWordsIn('set the sidebarPosition')).toEqual([
      'sidebarPosition (a key in camelCase)',
    ]);
    expect(codeWordsIn('blocks[0].items')).not.toEqual([]);
    expect(
      codeWordsIn(
        'a page such as /bitcoin, a place such as #faq, a picture such as /icons/btc.svg',
      ),
    ).toEqual([]);
  });

  it('hold no code word on any field the editor shows', async () => {
    const form = inMarketerWords(formSchema(await pageSchema()));
    const words = shownWords(form);
    expect(words.length).toBeGreaterThan(300);
    const coded = words.flatMap(({ at, text }) =>
      codeWordsIn(text).map((word) => `${at}: ${word} in “${text}”`),
    );
    expect(coded).toEqual([]);
  });
});
