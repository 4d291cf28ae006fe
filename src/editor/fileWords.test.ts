import { describe, expect, it } from 'vitest';
import { fileInWords } from './fileWords';

describe('a content file in a marketer’s words', () => {
  it('names a page by its address', () => {
    expect(fileInWords('coins/bitcoin.json')).toBe('the page at /bitcoin');
    expect(fileInWords('pages/home.json')).toBe('the page at /');
  });

  it('names the other files by what they hold, with no file name', () => {
    for (const file of ['site.json', 'templates/pair.json', 'catalogue.json']) {
      expect(fileInWords(file)).not.toMatch(/\.json|\//);
    }
    expect(fileInWords('site.json')).toBe('the site’s settings');
  });
});
