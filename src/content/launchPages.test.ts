import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../engine/types';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent } from './loadContent';
import { loadBlockChecks } from '../blocks';

/** The spec's route table (section 2), written out by hand so that a missing page fails. */
const specRoutes = {
  home: ['home'],
  fixed: ['how-it-works', 'docs', 'about', 'terms', 'privacy'],
  coin: [
    ...['bitcoin', 'ethereum', 'usdt', 'bnb', 'solana', 'xrp', 'ada', 'dot', 'matic', 'avax'],
    ...['link', 'atom', 'trx', 'shibainu', 'pepe', 'floki'],
  ],
  pair: [
    ...['bitcointoethereum', 'bitcointousdt', 'usdttobitcoin', 'usdttoethereum', 'usdttobnb'],
    ...['ethtousdt', 'bnbtousdt', 'solanatousdt'],
  ],
};

let pages: PageDefinition[];
beforeAll(async () => {
  ({ pages } = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks }));
});

describe('the launch pages', () => {
  // A subset, not equality: a marketer adding a page file needs no change here.
  it.each(Object.entries(specRoutes).flatMap(([kind, slugs]) => slugs.map((slug) => [slug, kind])))(
    'has /%s as a %s page',
    (slug, kind) => {
      const page = pages.find((candidate) => candidate.slug === slug);
      expect(page, `no page file has the slug "${slug}"`).toBeDefined();
      expect(page?.kind).toBe(kind);
    },
  );
});

const sourceRoots = ['src', 'scripts', 'tests'].map((dir) => path.resolve(__dirname, '../..', dir));
const contentDir = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(contentDir + path.sep) && !file.includes('/generated/'));
}

describe('one way in to content', () => {
  it('leaves naming the content folder to src/content: no other source or test reads it by path', () => {
    const contentPath = /pages-data\/|['"`]pages-data['"`]/;
    const offenders = sourceRoots
      .flatMap(sourceFiles)
      .filter((file) => contentPath.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.resolve(__dirname, '../..'), file));
    expect(offenders).toEqual([]);
  });
});
