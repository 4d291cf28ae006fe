export type KeywordLookup = (slug: string) => Promise<string[] | null>;

/** Looks a slug up in the keywords the build wrote; null when no page or coin has that slug. */
export function keywordsFromIndex(keywordsBySlug: Record<string, string[]>): KeywordLookup {
  return (slug) =>
    Promise.resolve(Object.hasOwn(keywordsBySlug, slug) ? keywordsBySlug[slug]! : null);
}

/** The keywords of the first lookup that knows the slug; null when none does. */
export function firstKeywords(...lookups: readonly KeywordLookup[]): KeywordLookup {
  return async (slug) => {
    for (const lookup of lookups) {
      const keywords = await lookup(slug);
      if (keywords) return keywords;
    }
    return null;
  };
}
