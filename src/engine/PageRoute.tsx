import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BlockLoader } from './blockRegistry';
import { applyHead, headElements, type PageHeadParts } from './head';
import { PageRenderer } from './PageRenderer';
import { FetchedPage, type FetchedPageState } from './FetchedPage';
import { isPrerendered, blockIslandId } from './islands';
import { useInitialPage } from './pageData';
import type { PageDefinition } from './types';
import { routeForSlug, slugForPath } from './routes';

const LoadFailed = styled.div(({ theme }) => ({
  padding: `${theme.space.xxl} 0`,
  textAlign: 'center',
  '& button': { minHeight: '44px', marginTop: theme.space.md },
}));

const Busy = () => <div aria-busy="true" />;

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailed role="alert">
      <p>This page could not be loaded. Check your connection and try again.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </LoadFailed>
  );
}

interface PageRouteProps {
  blocks: BlockLoader;
  /** The site's part of a page head, for the pages a navigation reaches. */
  headParts: PageHeadParts;
  /** What an address with no page shows. */
  notFound: ReactNode;
}

interface SlugPageProps extends PageRouteProps {
  slug: string;
  /** The slug whose head the document shows: the prerendered page's until a navigation. */
  headShownRef: { current: string | null };
  /** The history entry whose page was last scrolled to its top. */
  scrolledEntryRef: { current: string };
}

const noRetry = () => {};

/**
 * Whether the page is drawn over the document's own markup: in the prerender, which writes it,
 * or in the browser while it is still there (no navigation has left it).
 */
const documentMarkupShown = (page: PageDefinition | null) =>
  typeof document === 'undefined' ||
  page === null ||
  page.blocks.length === 0 ||
  isPrerendered(blockIslandId(page.slug, 0));

/**
 * The page the document came with is at hand while its markup is on screen; any other is
 * fetched with its blocks' code. Back to the document's page once a navigation has left it,
 * its data is at hand but its blocks render afresh: only their code is fetched.
 */
function SlugPage(props: SlugPageProps) {
  const initial = useInitialPage();
  const [isDocumentPage] = useState(
    () => initial?.slug === props.slug && documentMarkupShown(initial.page),
  );
  if (initial && isDocumentPage) {
    return <PageView {...props} page={initial.page} error={undefined} retry={noRetry} />;
  }
  return (
    <FetchedPage
      slug={props.slug}
      blocks={props.blocks}
      known={initial?.slug === props.slug ? initial.page : undefined}
      render={(state) => <PageView {...props} {...state} />}
    />
  );
}

function PageView({
  slug,
  blocks,
  headParts,
  notFound,
  headShownRef,
  scrolledEntryRef,
  page,
  error,
  retry,
}: SlugPageProps & FetchedPageState) {
  const { hash, search, key } = useLocation();
  const navigate = useNavigate();

  // An address that moved (a pair address a hand-written page covers) gets its new page's
  // data through the server's 301; the address bar follows, as a full page load's would.
  const movedTo = page && page.slug !== slug ? routeForSlug(page.slug) : null;
  useEffect(() => {
    if (movedTo) void navigate(`${movedTo}${search}${hash}`, { replace: true });
  }, [movedTo, navigate, search, hash]);

  // The prerendered head is already right for the page the document was served for.
  useEffect(() => {
    if (page === undefined || headShownRef.current === slug) return;
    applyHead(document, headElements(page, headParts));
    headShownRef.current = slug;
  }, [page, slug, headShownRef, headParts]);

  // A navigation starts at the top of its page, as a full page load would. The entry the
  // document was loaded into is left as it is: the app starts after the page is shown, and
  // the visitor may have scrolled by then.
  useEffect(() => {
    if (scrolledEntryRef.current === key) return;
    scrolledEntryRef.current = key;
    if (!hash) window.scrollTo(0, 0);
  }, [key, hash, scrolledEntryRef]);

  if (error && page === undefined) return <PageLoadFailed onRetry={retry} />;
  if (page === undefined) return <Busy />;
  if (page === null) return notFound;
  return <PageRenderer page={page} blocks={blocks} />;
}

/** React Router's key for the history entry the document was loaded into. */
const DOCUMENT_ENTRY_KEY = 'default';

/** Every single-segment path is looked up as a page slug; anything else is the 404 page. */
export function PageRoute({ blocks, notFound, headParts }: PageRouteProps) {
  const { pathname } = useLocation();
  const slug = slugForPath(pathname);
  const headShownRef = useRef(useInitialPage()?.slug ?? null);
  const scrolledEntryRef = useRef(DOCUMENT_ENTRY_KEY);
  return slug ? (
    <SlugPage
      key={slug}
      slug={slug}
      blocks={blocks}
      notFound={notFound}
      headShownRef={headShownRef}
      scrolledEntryRef={scrolledEntryRef}
      headParts={headParts}
    />
  ) : (
    <>{notFound}</>
  );
}
