import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CoinCatalogueFacts, PageDefinition, SiteFile } from '../../src/types/schema';
import type { SiteData } from '../../src/types/siteData';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';
import { fileOf, PAGE_FOLDERS } from '../../src/content/contentFiles';
import { siteDataOf } from '../../src/content/catalogue';

/** The real site file as written, without the coins the content layer adds from the coin files. */
export function siteFileFixture(): SiteFile {
  return readContentFile<SiteFile>(fileOf('site')!);
}

/**
 * Tests share one site fixture: the real site data as the content layer makes it (site.json
 * with the coins of the coin files), with the overrides a test needs on top, so a new field
 * in the site schema or a new coin file never means editing copies.
 */
export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  const coinFiles = readdirSync(path.join(DEFAULT_CONTENT_DIR, PAGE_FOLDERS.coin))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const coinPages = coinFiles.map((name) =>
    readContentFile<PageDefinition>(`${PAGE_FOLDERS.coin}/${name}`),
  );
  return { ...siteDataOf(siteFileFixture(), coinPages), ...overrides };
}

/** A file of the repository's own content folder, parsed: for tests that read real content. */
export function readContentFile<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, relative), 'utf8')) as T;
}

/** A coin as tests add it to a copy of the content: its page's identity and catalogue facts. */
export interface AddedCoin {
  slug: string;
  name: string;
  symbol: string;
  catalogue: CoinCatalogueFacts;
}

/**
 * A made-up coin that none of `coins` is: its slug, market id and symbol are free, whatever coins the
 * content has, so a test that adds a coin to a copy keeps working as the catalogue grows. The
 * facts are the kind the README's `npm run new -- coin` example gives.
 */
export function absentCoin(
  coins: readonly { slug: string; symbol: string; id?: string }[],
): AddedCoin {
  const slugs = new Set(coins.flatMap((coin) => [coin.slug, coin.id]));
  const symbols = new Set(coins.map((coin) => coin.symbol));
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : String(number);
    const slug = `testcoin${suffix}`;
    const symbol = `TSTC${suffix}`;
    if (slugs.has(slug) || symbols.has(symbol)) continue;
    const name = `Testcoin${suffix ? ` ${suffix}` : ''}`;
    return {
      slug,
      name,
      symbol,
      catalogue: {
        id: slug,
        color: '#c2a633',
        widget: { chain: 'TESTCOIN', token: symbol, decimals: 8 },
        pair: {
          network: `${name} Chain`,
          confirmationTime: 'about 1 minute a block',
          swapTime: '5-30 minutes',
          minimumSwap: `about $10 to $20 in ${symbol}`,
        },
      },
    };
  }
}
