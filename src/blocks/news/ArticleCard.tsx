import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { formatArticleDate, httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { Button } from '../../ui/Button';

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

const ReadMore = styled(Button)(({ theme }) => ({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  padding: `${theme.space.sm} ${theme.space.md}`,
}));

/** The shell's dialog card, wide enough to read in, with the picture running to its edges. */
const Reader = styled(DialogCard)({
  width: 'min(38rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
});

const ReaderBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  '& p': { margin: 0 },
  '& div > p + p': { marginTop: theme.space.md },
}));

// The corner close button sits over the title when the article has no picture.
const ReaderTitle = styled(DialogTitle)({ margin: 0, paddingRight: '3rem' });

const ExternalLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 600,
});

function hostOf(url: string) {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * An article with its own body is the site's explainer: its link is further reading, never
 * named as its source. An article from a feed is a summary of the page it links to.
 */
function linkText(article: NewsArticle, link: string): string {
  return article.body
    ? `Further reading on ${hostOf(link)}`
    : `Read the full article on ${hostOf(link)}`;
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
            <ReadMore type="button" variant="secondary" aria-label={`Read more: ${article.title}`}>
              Read more
            </ReadMore>
          </Dialog.Trigger>
          <Dialog.Portal>
            <DialogOverlay />
            <Reader>
              {article.imageUrl && <Picture src={article.imageUrl} alt="" />}
              <ReaderBody>
                <ReaderTitle>{article.title}</ReaderTitle>
                {published}
                {article.body ? (
                  <Dialog.Description asChild>
                    <div>
                      {article.body.map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                    </div>
                  </Dialog.Description>
                ) : (
                  <Dialog.Description>{article.summary}</Dialog.Description>
                )}
                {link && (
                  <ExternalLink href={link} target="_blank" rel="noopener noreferrer">
                    {linkText(article, link)}
                  </ExternalLink>
                )}
              </ReaderBody>
              <DialogCloseIcon label="Close article" />
            </Reader>
          </Dialog.Portal>
        </Dialog.Root>
      </Body>
    </Card>
  );
}
