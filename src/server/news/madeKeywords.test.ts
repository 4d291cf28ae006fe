import { beforeAll, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../blocks';
import { DEFAULT_CONTENT_DIR } from '../../content/collections';
import { loadContent } from '../../content/loadContent';
import type { MadeSource } from '../../content/madePages';
import { keywordsOfMadePages } from './madeKeywords';

let made: MadeSource;
beforeAll(async () => {
  ({ made } = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks }));
});

describe('the news keywords of pages made on demand', () => {
  it('are a catalogue coin’s, on its page and on a pair of two catalogue coins', async () => {
    const keywords = keywordsOfMadePages(async () => made);
    const [first, second] = made.catalogue;
    expect(await keywords(first!.slug)).toEqual(
      expect.arrayContaining([first!.name, first!.symbol]),
    );
    expect(await keywords(`${first!.slug}to${second!.slug}`)).toEqual(
      expect.arrayContaining([first!.name, second!.name]),
    );
  });

  it('are none for an address that is no made page, or a written page', async () => {
    const keywords = keywordsOfMadePages(async () => made);
    expect(await keywords('zzqqtozzqq')).toBeNull();
    // A written page's keywords are the build's, in the server's content.
    expect(await keywords(made.coins[0]!.slug)).toBeNull();
  });

  it('are none for a build that made no pages, and the source is read again after a failure', async () => {
    const [first] = made.catalogue;
    expect(await keywordsOfMadePages(async () => null)(first!.slug)).toBeNull();
    let reads = 0;
    const keywords = keywordsOfMadePages(async () => {
      reads += 1;
      if (reads === 1) throw new Error('made-pages.json could not be read');
      return made;
    });
    await expect(keywords(first!.slug)).rejects.toThrow('could not be read');
    expect(await keywords(first!.slug)).toEqual(expect.arrayContaining([first!.name]));
    expect(reads).toBe(2);
  });
});
