import { createElement, startTransition, type ComponentType } from 'react';
import site from 'virtual:site-data';
import { importBlockCode } from './engine/codeLoader';
import type { Block, BlockProps, BlockType } from './engine/types';
import { readInitialPage } from './engine/initialPage';
import { OwnRootWorking } from './engine/ownRoot';
import { CODE_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './engine/islands';
import { IslandTree, islandIdPrefix } from './islandTree';
import { CurrentPageProvider } from './engine/pageData';
import { reportRenderFailure } from './shell/renderFailure';
import { pageEmotionCache } from './theme/emotionCache';

/**
 * Hydrates one block's island of the page the document came with as a root of its own
 * (islands.ts): its block's code, React and the site's providers, without the router or the
 * shell. Its wrapper says which block and where its code is. Loaded by entry-client.tsx when
 * the island wakes; resolves to what unmounts it.
 */
export async function hydrateIsland(
  wrapper: HTMLElement,
  { hydrateRoot }: typeof import('react-dom/client'),
  /** Called when it fails to render: the app, which shows the error screen, is wanted. */
  onRenderFailure: () => void,
): Promise<() => void> {
  const id = wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const page = readInitialPage()?.page;
  const props = wrapper.getAttribute(PROPS_ATTRIBUTE);
  if (!page || !props) throw new Error(`The island ${id} does not say which block it is.`);
  const block = JSON.parse(props) as Block;
  const component = (await importBlockCode(
    wrapper.getAttribute(CODE_ATTRIBUTE) ?? '',
  )) as ComponentType<BlockProps<BlockType>>;
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
