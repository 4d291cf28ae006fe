import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropDescriptionsBesideRefs, generatedTypesPath, generateTypes } from './gen-types';

describe('generated schema types', () => {
  it('match the schemas (run `npm run gen-types` after changing a schema)', async () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toBe(await generateTypes());
  });
});

describe('dropDescriptionsBesideRefs', () => {
  it('keeps one declaration of a shared type however many fields describe their use of it', async () => {
    const generated = await generateTypes();
    expect(generated).toMatch(/export type AnchorId = /);
    expect(generated).not.toMatch(/export type (AnchorId|RichText|Button)\d+ /);
  });

  it('drops only the descriptions that sit beside a $ref', () => {
    expect(
      dropDescriptionsBesideRefs({
        description: 'a block',
        properties: {
          id: { $ref: 'defs#/anchor', description: 'the anchor' },
          x: { description: 'kept' },
        },
      }),
    ).toEqual({
      description: 'a block',
      properties: { id: { $ref: 'defs#/anchor' }, x: { description: 'kept' } },
    });
  });
});
