export type KeywordLookup = (slug: string) => Promise<string[] | null>;

/** Looks a slug up in the keywords the build wrote; null when no page or coin has that slug. */
export function keywordsFromIndex(keywordsBySlug: Record<string, string[]>): KeywordLookup {
  return (slug) =>
    Promise.resolve(Object.hasOwn(keywordsBySlug, slug) ? keywordsBySlug[slug]! : null);
}
