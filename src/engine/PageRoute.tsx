import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../shell/NotFound';
import { siteData } from './siteData';
import { PageRenderer } from './PageRenderer';
import { usePageDefinition } from './pageData';
import { slugForPath } from './routes';

const LoadFailed = styled.div(({ theme }) => ({
  padding: `${theme.space.xxl} 0`,
  textAlign: 'center',
  '& button': { minHeight: '44px', marginTop: theme.space.md },
}));

const notFoundTitle = `Page Not Found | ${siteData.siteName}`;

function SlugPage({ slug }: { slug: string }) {
  const { page, error, retry } = usePageDefinition(slug);
  const { hash } = useLocation();

  useEffect(() => {
    if (page !== undefined) document.title = page?.title ?? notFoundTitle;
  }, [page]);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [slug, hash]);

  if (error && page === undefined) {
    return (
      <LoadFailed role="alert">
        <p>This page could not be loaded. Check your connection and try again.</p>
        <button type="button" onClick={() => void retry()}>
          Try again
        </button>
      </LoadFailed>
    );
  }
  if (page === undefined) return <div aria-busy="true" />;
  if (page === null) return <NotFound />;
  return <PageRenderer page={page} />;
}

/** Every single-segment path is looked up as a page slug; anything else is the 404 page. */
export function PageRoute() {
  const { pathname } = useLocation();
  const slug = slugForPath(pathname);
  return slug ? <SlugPage key={slug} slug={slug} /> : <NotFound />;
}
