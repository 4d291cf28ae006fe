import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { getQueryFn } from '../net/request';
import { blockTypesOf, type BlockLoader } from './blockRegistry';
import { pageDataUrl } from './routes';
import type { InitialPage } from './initialPage';
import type { PageDefinition } from './types';

export type { InitialPage };

const InitialPageContext = createContext<InitialPage | null>(null);

export function InitialPageProvider({
  value,
  children,
}: {
  value: InitialPage | null;
  children: ReactNode;
}) {
  return <InitialPageContext.Provider value={value}>{children}</InitialPageContext.Provider>;
}

/** The page the document was served with; null in the dev server's empty shell. */
export const useInitialPage = () => useContext(InitialPageContext);

/** A missing page file is an answer (404 page), not an error. */
export const fetchPageDefinition = getQueryFn<PageDefinition>({ on404: 'returnNull' });

/** A page with the code of every block it uses, so it renders at once when it arrives. */
async function fetchPageWithBlocks(url: string, blocks: BlockLoader) {
  const page = await fetchPageDefinition(url);
  if (page) await blocks.preload(blockTypesOf(page));
  return page;
}

export function usePageDefinition(slug: string, blocks: BlockLoader) {
  const initial = useInitialPage();
  const embedded = initial && initial.slug === slug ? initial.page : undefined;
  const fetcher = (url: string) => fetchPageWithBlocks(url, blocks);
  const { data, error, mutate } = useSWR(pageDataUrl(slug), fetcher, {
    fallbackData: embedded,
    revalidateOnMount: embedded === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { page: data, error: error as Error | undefined, retry: () => mutate() };
}
