import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { httpsUrl } from '../../news/format';
import type { NewsArticle } from '../../news/types';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import type { OverlayProps } from '../../ui/overlayTrigger';
import { themeStyles } from '../../theme/themeStyles';

/** The shell's dialog card, wide enough to read in, with the picture running to its edges. */
const Reader = styled(DialogCard)({
  width: 'min(38rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
});

const ReaderBody = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.md,
    padding: theme.space.lg,
    '& p': { margin: 0 },
    '& div > p + p': { marginTop: theme.space.md },
  })),
);

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

export interface ArticleReaderProps extends OverlayProps {
  article: NewsArticle;
  /** The card's picture and date, shown again in the reader. */
  picture: ReactNode;
  published: ReactNode;
}

/** The modal reader of one article, loaded when a visitor first asks to read one. */
export default function ArticleReader({
  article,
  picture,
  published,
  open,
  onOpenChange,
  contentId,
  returnFocus,
}: ArticleReaderProps) {
  const link = httpsUrl(article.url);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Reader id={contentId} onCloseAutoFocus={returnFocus}>
          {picture}
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
  );
}
