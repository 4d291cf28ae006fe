import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { getQueryFn } from '../net/request';
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

/** A missing page file is an answer (404 page), not an error. */
export const fetchPageDefinition = getQueryFn<PageDefinition>({ on404: 'returnNull' });

export function usePageDefinition(slug: string) {
  const initial = useContext(InitialPageContext);
  const embedded = initial && initial.slug === slug ? initial.page : undefined;
  const { data, error, mutate } = useSWR(pageDataUrl(slug), fetchPageDefinition, {
    fallbackData: embedded,
    revalidateOnMount: embedded === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { page: data, error: error as Error | undefined, retry: () => mutate() };
}
