import styled from '@emotion/styled';
import { useId } from 'react';
import { formatArticleDate, httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { Button, buttonStyles } from '../../ui/Button';
import { loadOnce } from '../../engine/codeLoader';
import { useOverlayTrigger } from '../../ui/overlayTrigger';
import { themeStyles } from '../../theme/themeStyles';

/** Most visitors read no article here, so the reader's code loads when one asks to. */
const reader = loadOnce(async () => (await import('./ArticleReader')).default);

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

/** A feed article's own page: 'Read more' goes there rather than repeat its summary. */
const ReadAtSource = styled.a(
  themeStyles(({ theme }) => ({
    ...buttonStyles(theme, 'secondary'),
    alignSelf: 'flex-start',
    marginTop: 'auto',
    padding: `${theme.space.sm} ${theme.space.md}`,
    textDecoration: 'none',
  })),
);

const Byline = styled.p(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

export interface ArticleCardProps {
  article: NewsArticle;
  /**
   * False when a card above already shows the same picture: on a phone the cards stack, and
   * three identical banners in a row say nothing.
   */
  showPicture?: boolean;
}

/**
 * One news card. 'Read more' opens an article that has its own text in a modal reader that
 * returns focus to it; an article that is only a summary of another page goes straight there.
 */
export function ArticleCard({ article, showPicture = true }: ArticleCardProps) {
  const titleId = useId();
  const date = formatArticleDate(article.date);
  const { triggerProps, Overlay, overlayProps } = useOverlayTrigger(reader);
  const source = article.body ? undefined : httpsUrl(article.url);
  const published = date && <Published dateTime={article.date}>{date}</Published>;
  const byline = (published || article.source) && (
    <Byline>
      {published}
      {published && article.source && ' · '}
      {article.source}
    </Byline>
  );

  return (
    <Card aria-labelledby={titleId}>
      {showPicture && article.imageUrl && <Picture src={article.imageUrl} alt="" loading="lazy" />}
      <Body>
        {byline}
        <Title id={titleId}>{article.title}</Title>
        <Summary>{article.summary}</Summary>
        {source ? (
          <ReadAtSource
            href={source}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Read more: ${article.title}, on ${hostOf(source)} (opens in a new tab)`}
          >
            Read more
          </ReadAtSource>
        ) : (
          <ReadMore
            {...triggerProps}
            variant="secondary"
            aria-label={`Read more: ${article.title}`}
          >
            Read more
          </ReadMore>
        )}
        {!source && Overlay && (
          <Overlay
            {...overlayProps}
            article={article}
            picture={article.imageUrl && <Picture src={article.imageUrl} alt="" />}
            published={byline}
          />
        )}
      </Body>
    </Card>
  );
}
