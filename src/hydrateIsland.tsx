import { createElement, startTransition, type ComponentType } from 'react';
import site from 'virtual:site-data';
import { importBlockCode } from './engine/codeLoader';
import type { BlockProps, BlockType } from './engine/types';
import { readInitialPage } from './engine/initialPage';
import { OwnRootWorking } from './engine/ownRoot';
import { blockIslandId } from './engine/islands';
import { IslandTree, islandIdPrefix } from './islandTree';
import { CurrentPageProvider } from './engine/pageData';
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
  const initial = readInitialPage();
  const page = initial?.page;
  const block = page?.blocks.find((_, index) => blockIslandId(page.slug, index) === id);
  if (!page || !block) throw new Error(`The page has no block for the island ${id}.`);
  const code = initial.code?.[block.type];
  if (!code) throw new Error(`The page does not say where the code of "${block.type}" is.`);
  const component = (await importBlockCode(code)) as ComponentType<BlockProps<BlockType>>;
  const island = (
    <IslandTree cache={pageEmotionCache()} site={site}>
      <OwnRootWorking id={id}>
        <CurrentPageProvider value={page}>
          {createElement(component, { block, page })}
        </CurrentPageProvider>
      </OwnRootWorking>
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
