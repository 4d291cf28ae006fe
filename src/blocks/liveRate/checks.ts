import type { BlockCheck } from '../../engine/blockRegistry';

/**
 * A liveRate block names its coins by slug, and a slug the catalogue does not have would
 * leave the block with no coin to price: the validator names the field instead.
 */
export const checkRateCoins: BlockCheck = ({ pages, site }) => {
  if (!site) return [];
  const slugs = new Set(site.coins.map((coin) => coin.slug));
  return pages.flatMap(({ file, value }) => {
    const blocks = Array.isArray(value.blocks) ? (value.blocks as unknown[]) : [];
    return blocks.flatMap((block, index) => {
      if (typeof block !== 'object' || block === null) return [];
      const { type, from, to } = block as Record<string, unknown>;
      if (type !== 'liveRate') return [];
      const problems = [];
      for (const [field, slug] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (typeof slug === 'string' && !slugs.has(slug)) {
          problems.push({
            file,
            at: ['blocks', index, field],
            message: `"${slug}" is not the slug of a coin (a coin file in coins/); use one of ${[...slugs].join(', ')}`,
          });
        }
      }
      if (typeof from === 'string' && from === to) {
        problems.push({
          file,
          at: ['blocks', index, 'to'],
          message: `a rate needs two different coins; leave "to" out to show the price of ${from} alone`,
        });
      }
      return problems;
    });
  });
};
