import { createElement, startTransition } from 'react';
import site from 'virtual:site-data';
import { siteBlocks } from './blocks';
import { readInitialPage } from './engine/initialPage';
import { OwnRootWorking } from './engine/ownRoot';
import { blockIslandId } from './engine/islands';
import { IslandTree, islandIdPrefix } from './islandTree';
import { reportRenderFailure } from './shell/renderFailure';
import { pageEmotionCache } from './theme/emotionCache';

/**
 * Hydrates one block's island of the page the document came with as a root of its own
 * (islands.ts): its block's code, React and the site's providers, without the router or the
 * shell. Loaded by entry-client.tsx when the island wakes; resolves to what unmounts it.
 */
export async function hydrateIsland(
  wrapper: HTMLElement,
  id: string,
  { hydrateRoot }: typeof import('react-dom/client'),
  /** Called when it fails to render: the app, which shows the error screen, is wanted. */
  onRenderFailure: () => void,
): Promise<() => void> {
  const page = readInitialPage()?.page;
  const block = page?.blocks.find((_, index) => blockIslandId(page.slug, index) === id);
  if (!page || !block) throw new Error(`The page has no block for the island ${id}.`);
  await siteBlocks.preload([block.type]);
  const component = siteBlocks.get(block.type);
  if (!component) throw new Error(`No block of type "${block.type}" is known.`);
  const island = (
    <IslandTree cache={pageEmotionCache()} site={site}>
      <OwnRootWorking id={id}>{createElement(component, { block, page })}</OwnRootWorking>
    </IslandTree>
  );
  let root: ReturnType<typeof hydrateRoot> | undefined;
  // As a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => {
    root = hydrateRoot(wrapper, island, {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: (error) => console.error('Hydration problem:', error),
      onUncaughtError: (error) => {
        reportRenderFailure(error);
        onRenderFailure();
      },
    });
  });
  return () => root?.unmount();
}
