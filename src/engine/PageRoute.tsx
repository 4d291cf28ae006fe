import styled from '@emotion/styled';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BlockLoader } from './blockRegistry';
import { applyHead, headElements } from './head';
import { PageRenderer } from './PageRenderer';
import { usePageDefinition } from './pageData';
import { routeForSlug, slugForPath } from './routes';
import { useSite } from './site';
import { themeStyles } from '../theme/themeStyles';

const LoadFailed = styled.div(
  themeStyles(({ theme }) => ({
    padding: `${theme.space.xxl} 0`,
    textAlign: 'center',
    '& button': { minHeight: '44px', marginTop: theme.space.md },
  })),
);

const Busy = () => <div aria-busy="true" />;

interface PageRouteProps {
  blocks: BlockLoader;
  /** What an address with no page shows. */
  notFound: ReactNode;
}

function SlugPage({ slug, blocks, notFound }: PageRouteProps & { slug: string }) {
  const { page, error, retry } = usePageDefinition(slug, blocks);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const site = useSite();

  // An address that moved (a pair address a hand-written page covers) gets its new page's
  // data through the server's 301; the address bar follows, as a full page load's would.
  const movedTo = page && page.slug !== slug ? routeForSlug(page.slug) : null;
  useEffect(() => {
    if (movedTo) void navigate(`${movedTo}${search}${hash}`, { replace: true });
  }, [movedTo, navigate, search, hash]);

  useEffect(() => {
    if (page !== undefined) applyHead(document, headElements(page, site));
  }, [page, site]);

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
  if (page === undefined) return <Busy />;
  if (page === null) return notFound;
  return (
    <Suspense fallback={<Busy />}>
      <PageRenderer page={page} blocks={blocks} />
    </Suspense>
  );
}

/** Every single-segment path is looked up as a page slug; anything else is the 404 page. */
export function PageRoute({ blocks, notFound }: PageRouteProps) {
  const { pathname } = useLocation();
  const slug = slugForPath(pathname);
  return slug ? (
    <SlugPage key={slug} slug={slug} blocks={blocks} notFound={notFound} />
  ) : (
    <>{notFound}</>
  );
}
