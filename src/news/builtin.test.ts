import { describe, expect, it } from 'vitest';
import { readContentFile } from '../../tests/support/siteFixture';
import type { BuiltinNews } from './types';

const news = readContentFile<BuiltinNews>('news/articles.json');

const articles = [
  ...Object.values(news.topics).flatMap((topic) => topic.articles),
  ...news.general,
];

describe('the built-in news articles', () => {
  it('each have a body of their own for the reader, longer than the card summary', () => {
    for (const article of articles) {
      expect(article.body, article.title).toBeDefined();
      expect((article.body ?? []).join(' ').length, article.title).toBeGreaterThan(
        article.summary.length,
      );
    }
  });
});
