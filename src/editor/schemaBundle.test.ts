import { describe, expect, it } from 'vitest';
import { pageSchema } from './edits';
import {
  formSchema,
  orderKeys,
  readableTitle,
  withPictureChoices,
  type JsonSchema,
} from './schemaBundle';

describe('the page schemas as one document', () => {
  it('refers only to its own definitions', async () => {
    const refs = JSON.stringify(await pageSchema()).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/$defs/'))).toEqual([]);
  });

  it('leaves counts and conditions to the validator in the form, and keeps them in the bundle', async () => {
    const bundle = await pageSchema();
    const faq = (bundle.$defs as Record<string, JsonSchema>)['block-faq']!;
    expect((faq.properties as Record<string, JsonSchema>).items!.maxItems).toBe(5);
    const form = JSON.stringify(formSchema(bundle));
    expect(form).not.toMatch(/"(maxItems|minItems|if|then|else)":/);
    // A field named like a keyword is a field, not a keyword.
    expect(
      formSchema({ properties: { then: { type: 'string' } }, maxItems: 2 } as JsonSchema),
    ).toEqual({ properties: { then: { type: 'string' } } });
  });

  it('labels fields in words: a shared definition by the field’s own name, a type name spaced', async () => {
    const form = formSchema(await pageSchema());
    const defs = form.$defs as Record<string, JsonSchema>;
    const swapTarget = defs.swapTarget!;
    const fields = swapTarget.properties as Record<string, JsonSchema>;
    expect([fields.from!.title, fields.to!.title]).toEqual(['from', 'to']);
    expect(swapTarget.title).toBe('Swap target');
    expect(defs['block-hero']!.title).toBe('Hero block');
    expect(readableTitle('Pro Tip')).toBe('Pro Tip');
  });
});

describe('the site’s pictures in the form', () => {
  it('are offered at a page’s share image and a coin’s logo, and nowhere else', async () => {
    const form = formSchema(await pageSchema());
    const offered = withPictureChoices(form, ['/share/default.png', '/icons/tokens/btc.svg']);
    const defs = offered.$defs as Record<string, JsonSchema>;
    const coinFacts = defs['catalogue-coinFacts']!.properties as Record<string, JsonSchema>;
    const page = offered.properties as Record<string, JsonSchema>;
    expect(page.shareImage!.examples).toEqual(['/share/default.png', '/icons/tokens/btc.svg']);
    expect(coinFacts.logo!.examples).toEqual(['/share/default.png', '/icons/tokens/btc.svg']);
    expect(JSON.stringify(offered).match(/"examples":/g)).toHaveLength(2);
    expect(JSON.stringify(form)).not.toContain('/share/default.png');
  });
});

describe('keys in the order a person writes them', () => {
  it('puts a new page’s keys, and its blocks’ keys, in schema order', async () => {
    const root = await pageSchema();
    const page = {
      blocks: [{ heading: 'Questions', items: [{ answer: 'A', question: 'Q' }], type: 'faq' }],
      keywords: [],
      description: 'D',
      title: 'T',
      slug: 'x',
      kind: 'fixed',
      $schema: '../../schema/page.schema.json',
    };
    const ordered = orderKeys(page, root, root) as typeof page;
    expect(Object.keys(ordered)).toEqual([
      '$schema',
      'kind',
      'slug',
      'title',
      'description',
      'keywords',
      'blocks',
    ]);
    expect(Object.keys(ordered.blocks[0]!)).toEqual(['type', 'heading', 'items']);
    expect(Object.keys(ordered.blocks[0]!.items[0]!)).toEqual(['question', 'answer']);
  });

  it('puts a coin page’s identity before its search text, as the page files are written', async () => {
    const root = await pageSchema();
    const edited = {
      title: 'New',
      catalogue: { pair: {}, color: '#000000', id: 'x' },
      symbol: 'XX',
      name: 'X',
      slug: 'x',
      kind: 'coin',
      description: 'D',
    };
    const ordered = orderKeys(edited, root, root) as typeof edited;
    expect(Object.keys(ordered)).toEqual([
      'kind',
      'slug',
      'name',
      'symbol',
      'catalogue',
      'title',
      'description',
    ]);
    expect(Object.keys(ordered.catalogue)).toEqual(['id', 'color', 'pair']);
  });

  it('orders a button inside a block by the button’s own schema', async () => {
    const root = await pageSchema();
    const hero = {
      type: 'hero',
      buttons: [{ variant: 'primary', href: '/about', label: 'About' }],
      blurb: 'B',
      heading: 'H',
    };
    const ordered = orderKeys({ blocks: [hero] }, root, root) as { blocks: [typeof hero] };
    expect(Object.keys(ordered.blocks[0])).toEqual(['type', 'heading', 'blurb', 'buttons']);
    expect(Object.keys(ordered.blocks[0].buttons[0]!)).toEqual(['label', 'href', 'variant']);
  });
});
