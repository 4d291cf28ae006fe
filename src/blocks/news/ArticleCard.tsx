import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { formatArticleDate, httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';

const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

const Picture = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: theme.colors.surfaceAlt,
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: theme.space.sm,
  padding: theme.space.md,
  '& p': { margin: 0 },
}));

const Published = styled.time(({ theme }) => ({
  fontSize: theme.font.size.sm,
  color: theme.colors.textMuted,
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.md,
  lineHeight: 1.35,
}));

const Summary = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));

const ReadMore = styled.button(({ theme }) => ({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  minHeight: '44px',
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}));

const Overlay = styled(Dialog.Overlay)({
  position: 'fixed',
  inset: 0,
  background: 'rgba(8, 12, 24, 0.6)',
  zIndex: 200,
});

const Content = styled(Dialog.Content)(({ theme }) => ({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100% - 2rem)',
  maxWidth: '38rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  zIndex: 201,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.35)',
}));

const ReaderBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  '& p': { margin: 0 },
}));

const ReaderTitle = styled(Dialog.Title)(({ theme }) => ({
  margin: 0,
  paddingRight: '3rem',
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
}));

const Close = styled(Dialog.Close)(({ theme }) => ({
  position: 'absolute',
  top: theme.space.sm,
  right: theme.space.sm,
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: theme.radius.pill,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  fontSize: theme.font.size.lg,
  lineHeight: 1,
  cursor: 'pointer',
}));

const ExternalLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 600,
});

function hostOf(url: string) {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** One news card; 'Read more' opens the article in a modal reader that returns focus to it. */
export function ArticleCard({ article }: { article: NewsArticle }) {
  const titleId = useId();
  const date = formatArticleDate(article.date);
  const link = httpsUrl(article.url);
  const published = date && <Published dateTime={article.date}>{date}</Published>;

  return (
    <Card aria-labelledby={titleId}>
      {article.imageUrl && <Picture src={article.imageUrl} alt="" loading="lazy" />}
      <Body>
        {published}
        <Title id={titleId}>{article.title}</Title>
        <Summary>{article.summary}</Summary>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <ReadMore type="button" aria-label={`Read more: ${article.title}`}>
              Read more
            </ReadMore>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Overlay />
            <Content>
              {article.imageUrl && <Picture src={article.imageUrl} alt="" />}
              <ReaderBody>
                <ReaderTitle>{article.title}</ReaderTitle>
                {published}
                <Dialog.Description>{article.summary}</Dialog.Description>
                {link && (
                  <ExternalLink href={link} target="_blank" rel="noopener noreferrer">
                    Read the full article on {hostOf(link)}
                  </ExternalLink>
                )}
              </ReaderBody>
              <Close aria-label="Close article">×</Close>
            </Content>
          </Dialog.Portal>
        </Dialog.Root>
      </Body>
    </Card>
  );
}
