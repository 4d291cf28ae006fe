import type { ReactNode } from 'react';
import useSWR from 'swr';
import { getQueryFn } from '../net/request';
import { swrDefaults } from '../net/swrDefaults';
import { blockTypesOf, type BlockLoader } from './blockRegistry';
import { pageDataUrl } from './routes';
import type { PageDefinition } from './types';

/** A missing page file is an answer (404 page), not an error. */
const fetchPageDefinition = getQueryFn<PageDefinition>({ on404: 'returnNull' });

/** A page with the code of every block it uses, so it renders at once when it arrives. */
async function withBlocks(page: PageDefinition | null, blocks: BlockLoader) {
  if (page) await blocks.preload(blockTypesOf(page));
  return page;
}

const fetchPageWithBlocks = async (url: string, blocks: BlockLoader) =>
  withBlocks(await fetchPageDefinition(url), blocks);

/** A page's data while it is fetched: undefined until it is known, null for no such page. */
export interface FetchedPageState {
  page: PageDefinition | null | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * The data of a page the visitor navigated to, with its blocks' code. Only client navigation
 * needs it: a document comes with its own page's data.
 */
export interface FetchedPageProps {
  slug: string;
  blocks: BlockLoader;
  /** The page's data when it is at hand (the document's own page): only its code is fetched. */
  known?: PageDefinition | null;
  render: (state: FetchedPageState) => ReactNode;
}

export function FetchedPage({ slug, blocks, known, render }: FetchedPageProps) {
  const fetcher = (url: string) =>
    known === undefined ? fetchPageWithBlocks(url, blocks) : withBlocks(known, blocks);
  const { data, error, mutate } = useSWR(pageDataUrl(slug), fetcher, {
    ...swrDefaults,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return render({ page: data, error: error as Error | undefined, retry: () => void mutate() });
}
