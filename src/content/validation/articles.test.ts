import { describe, expect, it } from 'vitest';
import type { BuiltinNews, NewsArticle } from '../../news/types';
import { checkBuiltinArticles } from './articles';

const article = (fields: Partial<NewsArticle>): NewsArticle => ({
  title: 'How fees work',
  summary: 'A short explainer.',
  date: '2026-03-01',
  source: 'SwapRoute',
  url: 'https://example.org/fees',
  ...fields,
});

describe('checkBuiltinArticles', () => {
  it('accepts articles with a date and a source', () => {
    const news: BuiltinNews = {
      topics: { ada: { matches: ['ada'], articles: [article({})] } },
      general: [],
    };
    expect(checkBuiltinArticles('news/articles.json', news)).toEqual([]);
  });

  it('names each article without a source, and a date that is no real day', () => {
    const news: BuiltinNews = {
      topics: {
        ada: { matches: ['ada'], articles: [article({}), article({ source: undefined })] },
      },
      general: [article({ source: '  ', date: '2026-02-30T99:00Z' })],
    };
    expect(checkBuiltinArticles('articles.json', news)).toEqual([
      {
        file: 'articles.json',
        path: 'topics.ada.articles[1]',
        message: 'must have a source: the outlet that published it, or the site’s name for its own',
      },
      {
        file: 'articles.json',
        path: 'general[0].date',
        message: 'is not a date (got "2026-02-30T99:00Z")',
      },
      {
        file: 'articles.json',
        path: 'general[0]',
        message: 'must have a source: the outlet that published it, or the site’s name for its own',
      },
    ]);
  });
});
