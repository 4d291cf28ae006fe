import { createContext, useEffect, type ReactNode } from 'react';
import { markHydrated } from './islands';

/**
 * How the prerender writes an island that wakes as a root of its own: as a root of its own
 * too, so that the ids React gives inside it (`useId`) are the ones the browser's root gives.
 * Absent in the browser, where such an island is the browser's to wake.
 */
export type RenderAlone = (id: string, content: ReactNode) => string;

export const RenderAloneContext = createContext<RenderAlone | null>(null);
export const RenderAloneProvider = RenderAloneContext.Provider;

/**
 * An island's root of its own, around its content: tells the runtime once it works. Its only
 * child is the content, so the ids React gives inside are those of the prerender's root.
 */
export function OwnRootWorking({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => markHydrated(id), [id]);
  return children;
}
