import { describe, expect, it } from 'vitest';
import { checkMetadataLengths } from './metadata';

describe('checkMetadataLengths', () => {
  it('warns about a title over 60 and a description over 160 characters, and nothing else', () => {
    const warnings = checkMetadataLengths([
      { file: 'coins/long.json', value: { title: 'T'.repeat(61), description: 'D'.repeat(161) } },
      { file: 'coins/fits.json', value: { title: 'T'.repeat(60), description: 'D'.repeat(160) } },
    ]);
    expect(warnings).toEqual([
      {
        file: 'coins/long.json',
        path: 'title',
        message: 'is 61 characters; search results cut it after about 60',
      },
      {
        file: 'coins/long.json',
        path: 'description',
        message: 'is 161 characters; search results cut it after about 160',
      },
    ]);
  });
});
