/**
 * Islands: the one way the browser wakes the prerendered page. Every block type (and the
 * shell's footer and header buttons) says in its entry when its markup becomes a working island:
 *
 * - `none`: never on the page it came with. Its markup does not change after the prerender,
 *   so its code is not fetched at all; it is rendered afresh only on a page reached by
 *   client navigation.
 * - `load`: before the page hydrates; its chunk is preloaded by the HTML.
 * - `visible`: once the page is shown and the island comes into view.
 * - `idle`: once the page is shown and the browser has a moment.
 * - `press`: the first time the visitor presses inside it.
 *
 * Until it wakes, an island keeps its prerendered markup. A press on it wakes it, and acts on
 * the press again once it works: nothing is kept page-wide.
 */
export type Hydration = 'none' | 'load' | 'visible' | 'idle' | 'press';

/** The attribute every island's wrapper carries: its id on the page, and when it wakes. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const HYDRATION_ATTRIBUTE = 'data-hydrate';

interface Waiting {
  wake: () => void;
  woken: Promise<void>;
  hydrated: () => void;
  working: Promise<void>;
  isWorking: boolean;
  /** What was pressed before it worked: each is pressed again, once, when it does. */
  pressed: Set<HTMLElement>;
}

const waiting = new Map<string, Waiting>();

/**
 * Whether the document came with this island's prerendered markup, not yet taken over: ids
 * name their page, so a page reached by client navigation never finds its own.
 */
export const isPrerendered = (id: string) =>
  typeof document !== 'undefined' &&
  document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;

function waitingIsland(id: string): Waiting {
  let island = waiting.get(id);
  if (!island) {
    let wake = () => {};
    let hydrated = () => {};
    const woken = new Promise<void>((resolve) => (wake = resolve));
    const working = new Promise<void>((resolve) => (hydrated = resolve));
    island = { wake, woken, hydrated, working, isWorking: false, pressed: new Set() };
    waiting.set(id, island);
  }
  return island;
}

/** Resolves when the island with this id is woken (then its code is loaded and it hydrates). */
export const whenWoken = (id: string) => waitingIsland(id).woken;

/** Called by an island once it works: the presses kept for it are acted on. */
export function markHydrated(id: string) {
  const island = waitingIsland(id);
  island.isWorking = true;
  island.hydrated();
}

const wake = (id: string) => waitingIsland(id).wake();

/**
 * Starts the runtime for the prerendered page: one listener on the document for presses on
 * islands that are not working yet, and the `visible` and `idle` islands' wake-ups once the
 * page is shown (`pageShown`), so that nothing competes with the first frame.
 */
export function startIslands(root: ParentNode, pageShown: Promise<void>) {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${HYDRATION_ATTRIBUTE}]`)].flatMap(
    (element) => {
      const id = element.getAttribute(ISLAND_ATTRIBUTE);
      const when = element.getAttribute(HYDRATION_ATTRIBUTE);
      return id && when && when !== 'none' ? [{ element, id, when }] : [];
    },
  );
  // Known before React runs, so a press that comes first is kept for its island too.
  for (const { id } of islands) waitingIsland(id);
  document.addEventListener('click', pressBeforeHydration, true);
  void pageShown.then(() => {
    for (const { element, id, when } of islands) {
      if (when === 'idle') whenIdle(() => wake(id));
      if (when === 'visible') whenVisible(element, () => wake(id));
    }
  });
}

function pressBeforeHydration(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
  const id = element?.getAttribute(ISLAND_ATTRIBUTE);
  const island = id ? waiting.get(id) : undefined;
  // Links work before any code; a press on one is the browser's to follow.
  if (!target || !island || island.isWorking || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  island.wake();
  const pressed = target.closest<HTMLElement>('button, [role="button"], summary') ?? target;
  if (island.pressed.has(pressed as HTMLElement)) return;
  island.pressed.add(pressed as HTMLElement);
  void island.working.then(() => {
    if (pressed.isConnected) (pressed as HTMLElement).click();
  });
}

function whenIdle(start: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

function whenVisible(wrapper: HTMLElement, start: () => void) {
  // The wrapper has no box of its own (display: contents): its first child is the block.
  const block = wrapper.firstElementChild;
  if (!block || !('IntersectionObserver' in window)) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    // A little before it scrolls in, so it works when it arrives.
    { rootMargin: '200px 0px' },
  );
  observer.observe(block);
}
