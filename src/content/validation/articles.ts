import type { BuiltinNews } from '../../news/types';
import type { Problem } from './report';

/**
 * Built-in articles are shown as dated background reading, never as breaking news, so each
 * must say when it was written and by whom. The schema leaves `source` optional because feed
 * articles share its shape; here it is required of the site's own.
 */
export function checkBuiltinArticles(file: string, news: BuiltinNews): Problem[] {
  const located = [
    ...Object.entries(news.topics).flatMap(([topic, { articles }]) =>
      articles.map((article, index) => ({ article, path: `topics.${topic}.articles[${index}]` })),
    ),
    ...news.general.map((article, index) => ({ article, path: `general[${index}]` })),
  ];
  return located.flatMap(({ article, path }) => {
    const problems: Problem[] = [];
    if (Number.isNaN(Date.parse(article.date))) {
      problems.push({
        file,
        path: `${path}.date`,
        message: `is not a date (got "${article.date}")`,
      });
    }
    if (!article.source?.trim()) {
      problems.push({
        file,
        path,
        message: 'must have a source: the outlet that published it, or the site’s name for its own',
      });
    }
    return problems;
  });
}
