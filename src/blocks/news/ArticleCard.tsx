import styled from '@emotion/styled';
import { useId } from 'react';
import { formatArticleDate } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { Button } from '../../ui/Button';
import { Deferred, lazyPart, useOverlayTrigger } from '../../ui/lazyPart';
import type { ArticleReaderProps } from './ArticleReader';
import { themeStyles } from '../../theme/themeStyles';

/** Most visitors read no article here, so the reader's code loads when one asks to. */
const reader = lazyPart<ArticleReaderProps>(async () => (await import('./ArticleReader')).default);

const Card = styled.article(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  })),
);

const Picture = styled.img(
  themeStyles(({ theme }) => ({
    display: 'block',
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    background: theme.colors.surfaceAlt,
  })),
);

const Body = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    gap: theme.space.sm,
    padding: theme.space.md,
    '& p': { margin: 0 },
  })),
);

const Published = styled.time(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const Title = styled.h3(
  themeStyles(({ theme }) => ({
    margin: 0,
    fontSize: theme.font.size.md,
    lineHeight: 1.35,
  })),
);

const Summary = styled.p(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  })),
);

const ReadMore = styled(Button)(
  themeStyles(({ theme }) => ({
    alignSelf: 'flex-start',
    marginTop: 'auto',
    padding: `${theme.space.sm} ${theme.space.md}`,
  })),
);

/** One news card; 'Read more' opens the article in a modal reader that returns focus to it. */
export function ArticleCard({ article }: { article: NewsArticle }) {
  const titleId = useId();
  const date = formatArticleDate(article.date);
  const { triggerProps, deferredProps } = useOverlayTrigger(reader);
  const published = date && <Published dateTime={article.date}>{date}</Published>;

  return (
    <Card aria-labelledby={titleId}>
      {article.imageUrl && <Picture src={article.imageUrl} alt="" loading="lazy" />}
      <Body>
        {published}
        <Title id={titleId}>{article.title}</Title>
        <Summary>{article.summary}</Summary>
        <ReadMore {...triggerProps} variant="secondary" aria-label={`Read more: ${article.title}`}>
          Read more
        </ReadMore>
        <Deferred
          {...deferredProps}
          article={article}
          picture={article.imageUrl && <Picture src={article.imageUrl} alt="" />}
          published={published}
        />
      </Body>
    </Card>
  );
}
