import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { SiteProvider } from '../site/site';
import type { SiteShell } from '../site/siteParts';
import { theme } from '../theme/theme';
import type { SiteData } from '../types/siteData';

/**
 * What React's ids inside an island's own root start with (`identifierPrefix`): the same
 * in the prerender and in the browser, and unlike any other island's on the page.
 */
export const islandIdPrefix = (id: string) => `${id.replace(/[^a-zA-Z0-9_-]/g, '-')}-`;

interface IslandTreeProps {
  cache: EmotionCache;
  site: SiteShell | SiteData;
  children: ReactNode;
}

/**
 * An island's root of its own (a block, a header button; the toasts too): the providers its
 * code may read, without the router. The prerender renders an island's root and the browser
 * hydrates it alike, so the two agree on every id React gives inside.
 */
export function IslandTree({ cache, site, children }: IslandTreeProps) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <SiteProvider site={site}>{children}</SiteProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
