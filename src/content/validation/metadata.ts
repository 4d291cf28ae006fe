import type { Warning } from './report';
import type { PageFile } from './slugs';

/** Search results cut a title at about 60 characters and a description at about 155 to 160. */
export const MAX_TITLE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 160;

const limits = [
  ['title', MAX_TITLE_LENGTH],
  ['description', MAX_DESCRIPTION_LENGTH],
] as const;

/** A warning, not an error: a long title still works, it is only cut short in search results. */
export function checkMetadataLengths(pages: readonly PageFile[]): Warning[] {
  return pages.flatMap(({ file, value }) =>
    limits.flatMap(([field, limit]) => {
      const text = value[field];
      if (typeof text !== 'string' || text.length <= limit) return [];
      return [
        {
          file,
          path: field,
          message: `is ${text.length} characters; search results cut it after about ${limit}`,
        },
      ];
    }),
  );
}
