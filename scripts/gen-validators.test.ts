import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedValidatorsPath, generateValidators } from './gen-validators';

describe('generated lean validators', () => {
  it('match the schemas (run `npm run gen-types` after changing a schema)', () => {
    expect(readFileSync(generatedValidatorsPath, 'utf8')).toBe(generateValidators());
  });
});
