/**
 * The blocks every coin page must keep (src/content/validation/pageInvariants.ts), for a test's
 * made-up coin: a hero with its swap button and its link to the chart, the chart, an FAQ of 5
 * and the news, with `extra` blocks after the hero.
 */
export function coinPageBlocks(
  { slug, name, symbol }: { slug: string; name: string; symbol: string },
  extra: readonly object[] = [],
): object[] {
  return [
    {
      type: 'hero',
      heading: name,
      blurb: `Swap ${name}.`,
      buttons: [
        { label: `Exchange ${symbol} Now`, swap: { from: slug } },
        { label: 'View Price Chart', href: '#chart' },
      ],
    },
    ...extra,
    { type: 'chart', id: 'chart', heading: `${name} Chart`, fromSymbol: symbol, toSymbol: 'USD' },
    {
      type: 'faq',
      heading: `${name} FAQ`,
      items: [1, 2, 3, 4, 5].map((n) => ({
        question: `${name} question ${n}?`,
        answer: `${name} answer ${n}.`,
      })),
    },
    { type: 'news', heading: `${name} News`, keywords: [name] },
  ];
}
