import { createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  CODE_ATTRIBUTE,
  HYDRATION_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  isPrerendered,
  releaseIsland,
  type Hydration,
} from './islands';
import { PrerenderContext, type Prerender } from './ownRoot';

interface IslandProps {
  /** Unique on the page, and the same in the prerender and in the browser. */
  id: string;
  hydrate: Hydration;
  /**
   * For an island that wakes: where its code is, as the build knows it (a block's type, or a
   * header button's source path, `shell/coinSearch/CoinSearch`), and the component's props
   * apart from the page.
   */
  code?: string;
  props?: object;
  /** Where the code that keeps its figures live without React is, as the build knows it. */
  live?: string;
  /** The island's content, its code loaded: a render never waits for code. */
  children: ReactNode;
}

/** Its own root goes when the app's copy of the wrapper does. */
function OwnRootKept({ id }: { id: string }) {
  useEffect(() => () => releaseIsland(id), [id]);
  return null;
}

/** A wrapper whose inner HTML is the markup given (`''`: whatever is there already). */
function Wrapper({ attributes, html }: { attributes: Record<string, string>; html: string }) {
  // React leaves the children of an element whose inner HTML it sets alone while it hydrates,
  // and an unchanged value is never written again.
  return createElement('div', {
    ...attributes,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}

interface AloneProps {
  attributes: Record<string, string>;
  id: string;
  code: string | undefined;
  props: object | undefined;
  live: string | undefined;
  content: ReactNode;
  prerender: Prerender;
}

/**
 * The prerender's root of its own, rendered inside the page's render: in a component without
 * hooks, because the nested render resets React's record of the component rendering. Its
 * wrapper says all the browser needs to wake it: where its code is, and its props.
 */
function RenderedAlone({ attributes, id, code, props, live, content, prerender }: AloneProps) {
  const liveAddress = live && prerender.codeAddress(live);
  const described = {
    ...attributes,
    [CODE_ATTRIBUTE]: (code && prerender.codeAddress(code)) ?? '',
    [PROPS_ATTRIBUTE]: JSON.stringify(props ?? {}),
    ...(liveAddress && { [LIVE_ATTRIBUTE]: liveAddress }),
  };
  return <Wrapper attributes={described} html={prerender.renderAlone(id, content)} />;
}

/**
 * One island: a wrapper with no box of its own around a block or a header button. On the page
 * the document came with, it keeps its prerendered markup: one that never wakes (`none`) needs
 * no code, and one that wakes is a root of its own, which the runtime starts (islands.ts).
 * Anywhere else (a page reached by client navigation, or the dev server's page, which the app
 * renders from scratch) it simply renders.
 */
export function Island({ id, hydrate, code, props, live, children }: IslandProps) {
  const prerender = useContext(PrerenderContext);
  const wakes = hydrate !== 'none';
  // Decided once: a prerendered island stays what it started as, whatever renders it again.
  const [isKept] = useState(() => isPrerendered(id));
  const attributes = { [ISLAND_ATTRIBUTE]: id, [HYDRATION_ATTRIBUTE]: hydrate };
  if (wakes && prerender) {
    return (
      <RenderedAlone
        attributes={attributes}
        id={id}
        code={code}
        props={props}
        live={live}
        content={children}
        prerender={prerender}
      />
    );
  }
  if (isKept) {
    return (
      <>
        <Wrapper attributes={attributes} html="" />
        {wakes && <OwnRootKept id={id} />}
      </>
    );
  }
  return createElement('div', attributes, children);
}
