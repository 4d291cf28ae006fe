import { createElement, startTransition, type ComponentType } from 'react';
import site from 'virtual:site-data';
import { importExport } from './engine/codeAddress';
import { readInitialPage } from './engine/initialPage';
import { OwnRootWorking } from './engine/ownRoot';
import { CODE_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './engine/islands';
import { IslandTree, islandIdPrefix } from './shell/islandTree';
import { CurrentPageProvider } from './engine/pageData';
import { reportRenderFailure } from './shell/renderFailure';
import { pageEmotionCache } from './theme/emotionCache';

/**
 * Hydrates one island of the page the document came with as a root of its own (islands.ts):
 * its code, React and the site's providers, without the router or the shell. Its wrapper says
 * where its code is and its props; a block also reads the page it is on. Loaded by
 * entry-client.tsx when the island wakes; resolves to what unmounts it.
 */
export async function hydrateIsland(
  wrapper: HTMLElement,
  { hydrateRoot }: typeof import('react-dom/client'),
  /** Called when it fails to render: the app, which shows the error screen, is wanted. */
  onRenderFailure: () => void,
): Promise<() => void> {
  const id = wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const props = wrapper.getAttribute(PROPS_ATTRIBUTE);
  if (!props) throw new Error(`The island ${id} does not say what its props are.`);
  const page = readInitialPage()?.page ?? null;
  // The build names the component exported under its own name (scripts/block-chunks.ts).
  const component = (await importExport(
    wrapper.getAttribute(CODE_ATTRIBUTE) ?? '',
  )) as ComponentType<Record<string, unknown>>;
  const content = createElement(component, { ...(JSON.parse(props) as object), page });
  const island = (
    <IslandTree cache={pageEmotionCache()} site={site}>
      <OwnRootWorking id={id}>
        {page ? <CurrentPageProvider value={page}>{content}</CurrentPageProvider> : content}
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
