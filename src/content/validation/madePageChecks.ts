import { createHash } from 'node:crypto';
import type { CatalogueCoin } from '../../catalogue/types';
import { madePages, pairCoinOf, type MadePages, type MadeSource } from '../madePages';
import { MAX_DESCRIPTION, MAX_TITLE, pairSlug } from '../pairTemplate';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator, SCHEMA_IDS } from './schemas';

/** After this many failing made pages, one line says how many more fail the same way. */
const SHOWN_FAILURES = 3;

interface MadePageFiles {
  coinTemplate: string;
  pairTemplate: string;
  /** The file of a coin file's coin, by slug. */
  coinFile: (slug: string) => string | undefined;
}

/**
 * The made pages of `source`, with their problems unless an earlier run of this same code
 * found none in exactly the same input: `passedKey` is that run's `key`.
 */
export function makeAndCheckMadePages(
  source: MadeSource,
  files: MadePageFiles,
  takenTitles: ReadonlySet<unknown>,
  passedKey: string | undefined,
): { pages: MadePages; key: string | undefined; problems: Problem[] } {
  const pages = madePages(source);
  const { coinTemplate, pairTemplate } = files;
  const key = madeChecksKeyOf({ source, files: { coinTemplate, pairTemplate }, takenTitles });
  const passed = key !== undefined && key === passedKey;
  return { pages, key, problems: passed ? [] : checkMadePages(pages, files, takenTitles) };
}

/** Everything `checkMadePages` reads, as one digest: equal digests, equal problems. */
function madeChecksKeyOf({
  source,
  files,
  takenTitles,
}: {
  source: MadeSource;
  files: { coinTemplate: string; pairTemplate: string };
  takenTitles: ReadonlySet<unknown>;
}): string | undefined {
  let text: string;
  try {
    text = JSON.stringify([source, files, [...takenTitles]]);
  } catch (error) {
    // A page nested deeper than JSON.stringify's stack can go has no key: its made pages are
    // checked every time, which is only slower.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * The checks that must see every made page without making a million of them: every catalogue
 * coin's page from the coin template, and a pair for every catalogue coin on each side (each
 * coin with the next by rank, both ways), which puts each coin's facts through the pair
 * template once. Each made page must pass the page schema, name only known placeholders, and
 * have a title and a description that fit a search result and that no other page has.
 */
function checkMadePages(
  made: MadePages,
  files: MadePageFiles,
  takenTitles: ReadonlySet<unknown>,
): Problem[] {
  const { source } = made;
  const validate = getSchemaValidator(SCHEMA_IDS.page);
  const problems: Problem[] = [];
  const failing = { [files.coinTemplate]: 0, [files.pairTemplate]: 0 };
  const titles = new Map<unknown, string>();
  const descriptions = new Map<unknown, string>();

  const check = (slug: string, file: string) => {
    const found = made.lookup(slug);
    if (!found || !('page' in found)) return;
    const page = found.page as unknown as Record<string, unknown>;
    if (validate(page) !== true && failing[file]!++ < SHOWN_FAILURES) {
      for (const error of describeSchemaErrors(validate.errors ?? [])) {
        problems.push({ file, path: error.path, message: `for /${slug}: ${error.message}` });
      }
    }
    for (const [field, max, seen] of [
      ['title', MAX_TITLE, titles],
      ['description', MAX_DESCRIPTION, descriptions],
    ] as const) {
      const text = page[field];
      if (typeof text !== 'string') continue;
      if (text.length > max) {
        problems.push({
          file,
          path: field,
          message: `for /${slug}: ${field} is ${text.length} characters; at most ${max} fit a search result`,
        });
      }
      const other =
        seen.get(text) ?? (field === 'title' && takenTitles.has(text) ? 'a page file' : undefined);
      if (other !== undefined) {
        problems.push({
          file,
          path: field,
          message: `for /${slug}: ${field} "${text}" is also the ${field} of ${other}`,
        });
      } else seen.set(text, `/${slug}`);
    }
  };

  const catalogue: readonly CatalogueCoin[] = source.catalogue;
  if (source.coinTemplate) for (const coin of catalogue) check(coin.slug, files.coinTemplate);
  catalogue.forEach((coin, index) => {
    const next = catalogue[(index + 1) % catalogue.length];
    if (!next || next === coin) return;
    check(pairSlug(pairCoinOf(coin), pairCoinOf(next)), files.pairTemplate);
    check(pairSlug(pairCoinOf(next), pairCoinOf(coin)), files.pairTemplate);
  });
  for (const [file, count] of Object.entries(failing)) {
    if (count > SHOWN_FAILURES) {
      problems.push({
        file,
        path: TOP_LEVEL,
        message: `${count - SHOWN_FAILURES} more made pages fail the page schema`,
      });
    }
  }
  problems.push(...checkAliases(made, files.coinFile));
  const unknown = made.unknownPlaceholders();
  if (unknown.length > 0) {
    problems.push({
      file: files.coinTemplate,
      path: TOP_LEVEL,
      message: `unknown placeholders ${unknown.join(', ')}: a made page would show them as they are`,
    });
  }
  return problems;
}

/**
 * A coin file's alias that another coin, a page or an ambiguity took away, at its field; then
 * a proof over the whole table, which fails only if the alias rule itself breaks: no alias is a
 * page's or coin's slug, and every address spelled with aliases reads as one pair.
 */
function checkAliases(made: MadePages, coinFile: (slug: string) => string | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const { alias, slug, reason } of made.aliases.refused) {
    const index = made.source.coins.find((coin) => coin.slug === slug)?.aliases?.indexOf(alias);
    problems.push({
      file: coinFile(slug) ?? `coin ${slug}`,
      path: `catalogue.aliases[${index ?? 0}]`,
      message: `alias "${alias}" cannot lead to /${slug}: ${reason}`,
    });
  }
  for (const broken of made.aliases.faults()) {
    problems.push({
      file: coinFile(broken.slug) ?? `coin ${broken.slug}`,
      path: 'symbol',
      message: broken.message,
    });
  }
  return problems;
}
