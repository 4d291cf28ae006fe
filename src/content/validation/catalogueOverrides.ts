import { buildCatalogue, type CatalogueOverrides, type WrittenCoin } from '../../catalogue/build';
import { PACKAGE_TOKENS } from '../../catalogue/packageData';
import type { CatalogueCoin } from '../../catalogue/types';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';

/**
 * The coin catalogue as this content folder makes it: the package's coins, the coin files'
 * coins in their own words, and catalogue.json's changes, each mistake there an error at its
 * entry. A file that fails its schema is reported by its schema errors and not applied.
 */
export function checkCatalogueOverrides(
  file: string,
  overrides: { value?: Record<string, unknown>; valid: boolean } | undefined,
  written: readonly WrittenCoin[],
  { otherPages, pairPages }: { otherPages: Iterable<string>; pairPages: Iterable<string> },
): { catalogue: CatalogueCoin[]; problems: Problem[] } {
  const applied = overrides?.valid ? (overrides.value as CatalogueOverrides) : undefined;
  const built = buildCatalogue({
    tokens: PACKAGE_TOKENS,
    written,
    reservedSlugs: otherPages,
    pairPageSlugs: pairPages,
    ...(applied ? { overrides: applied } : {}),
  });
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
    problems: [
      ...built.overrideProblems.map(({ path, message }) => ({ file, path, message })),
      ...ambiguities,
    ],
  };
}
