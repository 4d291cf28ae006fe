import { describe, expect, it } from 'vitest';
import { pageSchema } from '../edits';
import { formSchema, type JsonSchema } from '../schemaBundle';
import { readdir } from 'node:fs/promises';
import { codeWordsIn } from './codeWords';
import {
  BLOCK_NAMES,
  inMarketerWords,
  keyToWords,
  numberedItemTitle,
  placesWithoutAField,
} from './words';

const KEY_LIKE = /^[a-z][A-Za-z]*$|^\$|[a-z][A-Z]/;

describe('the form in a marketer’s words', () => {
  it('spells a key as words', () => {
    expect(keyToWords('fallbackLinks')).toBe('Fallback links');
    expect(keyToWords('apiErrorMessage')).toBe('API error message');
    expect(keyToWords('explorerUrl')).toBe('Explorer address');
  });

  it('labels every field and list item of every block in words, and names every choice of shape', async () => {
    const form = inMarketerWords(formSchema(await pageSchema()));
    const unlabelled: string[] = [];
    const unnamed: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${at}[${index}]`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as JsonSchema;
      for (const [key, field] of Object.entries(
        (schema.properties ?? {}) as Record<string, JsonSchema>,
      )) {
        const title = field.title;
        if (typeof title !== 'string' || KEY_LIKE.test(title))
          unlabelled.push(`${at}.${key}: ${String(title)}`);
        const items = field.items as JsonSchema | undefined;
        if (items && typeof items.title !== 'string') unlabelled.push(`${at}.${key}[]`);
      }
      for (const keyword of ['anyOf', 'oneOf']) {
        for (const branch of (schema[keyword] ?? []) as JsonSchema[]) {
          if (!branch.$ref && typeof branch.title !== 'string') unnamed.push(`${at}.${keyword}`);
        }
      }
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(form, '#');
    expect(unlabelled).toEqual([]);
    expect(unnamed).toEqual([]);
  });

  it('gives each help line of its own to a field the page schema has', async () => {
    const form = inMarketerWords(formSchema(await pageSchema()));
    expect(placesWithoutAField(form)).toEqual([]);
    const defs = form.$defs as Record<string, JsonSchema>;
    const widget = (defs['catalogue-coinFacts']!.properties as Record<string, JsonSchema>).widget!;
    expect(widget.description).not.toMatch(/BLOCKCHAIN_NAME|false/);
  });

  it('names every block type in words, and every list item by what it is', async () => {
    const files = await readdir(new URL('../../../schema/blocks/', import.meta.url));
    const types = files.map((file) => file.replace(/\.schema\.json$/, '')).sort();
    expect(Object.keys(BLOCK_NAMES).sort()).toEqual(types);
    for (const { name, add } of Object.values(BLOCK_NAMES)) {
      expect(codeWordsIn(`${name} ${add}`)).toEqual([]);
      expect(add).toMatch(/^Add /);
    }
    const form = inMarketerWords(formSchema(await pageSchema()));
    const defs = form.$defs as Record<string, JsonSchema>;
    expect(defs['block-textSection']!.title).toBe('Text section');
    const faq = (defs['block-faq']!.properties as Record<string, JsonSchema>).items!;
    expect((faq.items as JsonSchema).title).toBe('Question');
    expect(numberedItemTitle('Question', 0, { question: 'Why?' })).toBe('Question 1');
    expect(numberedItemTitle('Block', 8, { type: 'faq' })).toBe('Block 9, Questions and answers');
  });

  it('names the coin facts by what they are on a coin', async () => {
    const form = inMarketerWords(formSchema(await pageSchema()));
    const defs = form.$defs as Record<string, JsonSchema>;
    const facts = defs['catalogue-coinFacts']!.properties as Record<string, JsonSchema>;
    expect(facts.id!.title).toBe('Market id');
    expect(facts.color!.title).toBe('Brand colour');
    const widget = facts.widget!.properties as Record<string, JsonSchema>;
    expect(widget.swappable!.title).toBe('The swap widget cannot swap this coin');
    const page = form.properties as Record<string, JsonSchema>;
    expect(page.catalogue!.title).toBe('Coin facts');
    // Elsewhere an id is a block's anchor.
    const hero = defs['block-hero']!.properties as Record<string, JsonSchema>;
    expect(hero.id!.title).toBe('Anchor name');
  });
});
