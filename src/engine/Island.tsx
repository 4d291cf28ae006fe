import { createElement, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  CODE_ATTRIBUTE,
  HYDRATION_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  isPrerendered,
  markHydrated,
  releaseIsland,
  type Hydration,
} from './islands';
import { PrerenderContext, type Prerender } from './ownRoot';
import type { Block } from './types';

interface IslandProps {
  /** Unique on the page, and the same in the prerender and in the browser. */
  id: string;
  hydrate: Hydration;
  /**
   * A block's island: on the page the document came with, it wakes as a root of its own
   * (islands.ts), with this block, and the app keeps its markup. A block needs no router and no
   * shell.
   */
  block?: Block;
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
  block: Block;
  content: ReactNode;
  prerender: Prerender;
}

/**
 * The prerender's root of its own, rendered inside the page's render: in a component without
 * hooks, because the nested render resets React's record of the component rendering. Its
 * wrapper says all the browser needs to wake it: where its code is, and its block.
 */
function RenderedAlone({ attributes, id, block, content, prerender }: AloneProps) {
  const described = {
    ...attributes,
    [CODE_ATTRIBUTE]: prerender.codeAddress(block.type) ?? '',
    [PROPS_ATTRIBUTE]: JSON.stringify(block),
  };
  return <Wrapper attributes={described} html={prerender.renderAlone(id, content)} />;
}

/**
 * One island: a wrapper with no box of its own around a block or a part of the shell. On the
 * page the document came with, an island that never wakes (`none`) keeps its prerendered
 * markup and needs no code, and so does one that wakes as a root of its own; one of the app's
 * (the header's buttons) hydrates with the app, which a press on it asks for. Anywhere else
 * (a page reached by client navigation) it simply renders.
 */
export function Island({ id, hydrate, block, children }: IslandProps) {
  const prerender = useContext(PrerenderContext);
  const ownRootBlock = hydrate === 'none' ? undefined : block;
  const isOwnRoot = ownRootBlock !== undefined;
  // Decided once: a prerendered island stays what it started as, whatever renders it again.
  const [isKept] = useState(() => isPrerendered(id) && (hydrate === 'none' || isOwnRoot));
  const attributes = { [ISLAND_ATTRIBUTE]: id, [HYDRATION_ATTRIBUTE]: hydrate };
  if (ownRootBlock && prerender) {
    return (
      <RenderedAlone
        attributes={attributes}
        id={id}
        block={ownRootBlock}
        content={children}
        prerender={prerender}
      />
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
