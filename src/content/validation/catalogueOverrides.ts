import { createHash } from 'node:crypto';
import {
  buildCatalogue,
  type Catalogue,
  type CatalogueOverrides,
  type WrittenCoin,
} from '../../catalogue/build';
import { PACKAGE_TOKENS } from '../../catalogue/packageData';
import type { CatalogueCoin } from '../../catalogue/types';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';

/**
 * A catalogue as `buildCatalogue` made it, with the key of what it was made from besides the
 * code (the coin files' coins, catalogue.json, the slugs taken): building it took 40 to 70 ms
 * of every build, and a build whose code and those inputs are the same gets the same one.
 */
export interface BuiltCatalogue {
  key: string;
  built: Catalogue;
}

/**
 * The coin catalogue as this content folder makes it: the package's coins, the coin files'
 * coins in their own words, and catalogue.json's changes, each mistake there an error at its
 * entry. A file that fails its schema is reported by its schema errors and not applied.
 * `before` is a catalogue built by an earlier run of this same code: it is taken when it was
 * made of the same inputs.
 */
export function checkCatalogueOverrides(
  file: string,
  overrides: { value?: Record<string, unknown>; valid: boolean } | undefined,
  written: readonly WrittenCoin[],
  { otherPages, pairPages }: { otherPages: Iterable<string>; pairPages: Iterable<string> },
  before?: BuiltCatalogue,
): { catalogue: CatalogueCoin[]; problems: Problem[]; built: BuiltCatalogue } {
  const applied = overrides?.valid ? (overrides.value as CatalogueOverrides) : undefined;
  const input = {
    written,
    reservedSlugs: [...otherPages],
    pairPageSlugs: [...pairPages],
    ...(applied ? { overrides: applied } : {}),
  };
  const key = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const kept =
    before?.key === key
      ? before
      : { key, built: buildCatalogue({ tokens: PACKAGE_TOKENS, ...input }) };
  const { built } = kept;
  const corrections = applied?.correct ?? [];
  const ambiguities = built.ambiguities.map((ambiguity): Problem => {
    const readings = ambiguity.readings.map(([from, to]) => `${from} to ${to}`).join(' or ');
    const index = corrections.findIndex(
      (entry) => entry.slug !== undefined && ambiguity.slugs.includes(entry.slug),
    );
    return {
      file,
      path: index >= 0 ? `correct[${index}].slug` : TOP_LEVEL,
      message: `/${ambiguity.address} reads as ${readings}: choose a slug that keeps every pair address readable one way`,
    };
  });
  return {
    catalogue: built.coins,
    built: kept,
    problems: [
      ...built.overrideProblems.map(({ path, message }) => ({ file, path, message })),
      ...ambiguities,
    ],
  };
}
