import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteShell } from '../site/siteParts';
import { pageEmotionCache } from '../theme/emotionCache';
import { IslandTree } from './islandTree';

/**
 * Something the prerender never draws (the toasts, the analytics keeper), in a React root of
 * its own at the end of the page, with the providers an island has: it needs no app.
 */
export function mountRootOfItsOwn(site: SiteShell, content: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <IslandTree cache={pageEmotionCache()} site={site}>
      {content}
    </IslandTree>,
  );
}
