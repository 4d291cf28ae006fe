// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypesPath, generateTypes } from './gen-types';

describe('generated schema types', () => {
  it('match the schemas (run `npm run gen-types` after changing a schema)', async () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toBe(await generateTypes());
  });
});
