import { createElement, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  HYDRATION_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  OWN_ROOT_ATTRIBUTE,
  isPrerendered,
  markHydrated,
  releaseIsland,
  type Hydration,
} from './islands';
import { RenderAloneContext, type RenderAlone } from './ownRoot';

interface IslandProps {
  /** Unique on the page, and the same in the prerender and in the browser. */
  id: string;
  hydrate: Hydration;
  /**
   * On the page the document came with, it wakes as a root of its own (islands.ts), and the
   * app keeps its markup: a block, which needs no router and no shell.
   */
  ownRoot?: boolean;
  /** The island's content; it may suspend while its code loads. */
  children: ReactNode;
}

/** Renders nothing; its effect runs when its island works (committed or hydrated). */
function Working({ id }: { id: string }) {
  useEffect(() => markHydrated(id), [id]);
  return null;
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
  content: ReactNode;
  render: RenderAlone;
}

/**
 * The prerender's root of its own, rendered inside the page's render: in a component without
 * hooks, because the nested render resets React's record of the component rendering.
 */
function RenderedAlone({ attributes, id, content, render }: AloneProps) {
  return <Wrapper attributes={attributes} html={render(id, content)} />;
}

/**
 * One island: a wrapper with no box of its own around a block or a part of the shell. On the
 * page the document came with, an island that never wakes (`none`) keeps its prerendered
 * markup and needs no code, and so does one that wakes as a root of its own; one of the app's
 * (the header's buttons) hydrates with the app, which a press on it asks for. Anywhere else
 * (a page reached by client navigation) it simply renders.
 */
export function Island({ id, hydrate, ownRoot = false, children }: IslandProps) {
  const renderAlone = useContext(RenderAloneContext);
  const isOwnRoot = ownRoot && hydrate !== 'none';
  // Decided once: a prerendered island stays what it started as, whatever renders it again.
  const [isKept] = useState(() => isPrerendered(id) && (hydrate === 'none' || isOwnRoot));
  const attributes = {
    [ISLAND_ATTRIBUTE]: id,
    [HYDRATION_ATTRIBUTE]: hydrate,
    ...(isOwnRoot && { [OWN_ROOT_ATTRIBUTE]: '' }),
  };
  if (isOwnRoot && renderAlone) {
    return (
      <RenderedAlone attributes={attributes} id={id} content={children} render={renderAlone} />
    );
  }
  if (isKept) {
    return (
      <>
        <Wrapper attributes={attributes} html="" />
        {isOwnRoot && <OwnRootKept id={id} />}
      </>
    );
  }
  return createElement(
    'div',
    attributes,
    <Suspense fallback={null}>
      {children}
      <Working id={id} />
    </Suspense>,
  );
}
