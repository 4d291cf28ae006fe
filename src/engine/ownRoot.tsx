import { createContext, useEffect, type ReactNode } from 'react';
import { markHydrated } from './islands';

/**
 * What only the prerender knows about an island that wakes: how to render it as a root of its
 * own too, so that the ids React gives inside it (`useId`) are the ones the browser's root
 * gives, and where the build put its code, which it writes on the island's wrapper. Absent in
 * the browser, where such an island is the runtime's to wake.
 */
export interface Prerender {
  renderAlone: (id: string, content: ReactNode) => string;
  /** The address of an island's code (codeLoader.ts) by its key, or undefined when the build has none. */
  codeAddress: (key: string) => string | undefined;
}

export const PrerenderContext = createContext<Prerender | null>(null);
export const PrerenderProvider = PrerenderContext.Provider;

/**
 * An island's root of its own, around its content: tells the runtime once it works. Its only
 * child is the content, so the ids React gives inside are those of the prerender's root.
 */
export function OwnRootWorking({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => markHydrated(id), [id]);
  return children;
}
