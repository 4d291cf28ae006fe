import { createElement, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import {
  HYDRATION_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  isPrerendered,
  markHydrated,
  whenWoken,
  type Hydration,
} from './islands';

interface IslandProps {
  /** Unique on the page, and the same in the prerender and in the browser. */
  id: string;
  hydrate: Hydration;
  /** Whether the island's code is in: an island whose code is in works at once. */
  isLoaded: () => boolean;
  /** The island's content; it may suspend while its code loads. */
  children: ReactNode;
}

/** Suspends its island until the island is woken (islands.ts says when). */
function Asleep({ id }: { id: string }) {
  use(whenWoken(id));
  return null;
}

/** Renders nothing; its effect runs when its island works (committed or hydrated). */
function Working({ id }: { id: string }) {
  useEffect(() => markHydrated(id), [id]);
  return null;
}

/**
 * One island: a wrapper with no box of its own around a block or a part of the shell. On the
 * page the document came with, an island that never wakes (`none`) keeps its prerendered
 * markup and needs no code; one that wakes later keeps it until then and hydrates alone.
 * Anywhere else (a page reached by client navigation) it simply renders.
 */
export function Island({ id, hydrate, isLoaded, children }: IslandProps) {
  // Decided once: a prerendered island stays what it started as, whatever renders it again.
  const [state] = useState(() =>
    isLoaded() || !isPrerendered(id) ? 'working' : hydrate === 'none' ? 'kept' : 'asleep',
  );
  const attributes = { [ISLAND_ATTRIBUTE]: id, [HYDRATION_ATTRIBUTE]: hydrate };
  if (state === 'kept') {
    // React leaves the children of an element whose inner HTML it sets alone while it
    // hydrates, and an unchanged value is never written again.
    return createElement('div', {
      ...attributes,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
    });
  }
  return createElement(
    'div',
    attributes,
    <Suspense fallback={null}>
      {state === 'asleep' && <Asleep id={id} />}
      {children}
      <Working id={id} />
    </Suspense>,
  );
}
