// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pagesDataDir = path.resolve(__dirname, '../../pages-data');

/** The spec's route table (section 2), written out by hand so that a missing or extra page file fails. */
const specRoutes = {
  home: ['home'],
  fixed: ['how-it-works', 'docs', 'about', 'terms', 'privacy'],
  coin: [
    'bitcoin',
    'ethereum',
    'usdt',
    'bnb',
    'solana',
    'xrp',
    'ada',
    'dot',
    'matic',
    'avax',
    'link',
    'atom',
    'trx',
    'shibainu',
    'pepe',
    'floki',
  ],
  pair: [
    'bitcointoethereum',
    'bitcointousdt',
    'usdttobitcoin',
    'usdttoethereum',
    'usdttobnb',
    'ethtousdt',
    'bnbtousdt',
    'solanatousdt',
  ],
};

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** Page files are the JSON files that declare a kind; site.json and the link list do not. */
const pages = pageFiles(pagesDataDir)
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { kind?: string; slug?: string })
  .filter((data) => data.kind !== undefined);

describe('pages-data', () => {
  it('has exactly one page per route of the spec, no more and no fewer', () => {
    const slugs = pages.map((page) => page.slug).sort();
    expect(slugs).toEqual(Object.values(specRoutes).flat().sort());
  });

  it('gives every page the kind its route has in the spec', () => {
    for (const [kind, slugs] of Object.entries(specRoutes)) {
      const ofKind = pages.filter((page) => page.kind === kind).map((page) => page.slug);
      expect(ofKind.sort(), kind).toEqual([...slugs].sort());
    }
  });
});
