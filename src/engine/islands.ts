/**
 * Islands: the one way the browser wakes the prerendered page. Every island (a block, or one
 * of the header's buttons) says in its entry when its markup starts to work:
 *
 * - `none`: never on the page it came with. Its markup does not change after the prerender,
 *   so its code is not fetched at all; it is rendered afresh only on a page reached by
 *   client navigation.
 * - `visible`: once the page is shown and the island comes into view.
 * - `idle`: once the page is shown and the browser has a moment.
 * - `press`: the first time the visitor presses inside it.
 *
 * Until it wakes, an island keeps its prerendered markup. A press on it wakes it, and acts on
 * the press again once it works: nothing is kept page-wide.
 *
 * Every island on the page the document came with is a root of its own: it wakes with React,
 * its code and the site's providers only, never the router or the shell. Its wrapper says all
 * it needs: when it wakes, where its code is and its props.
 *
 * The app is client-side navigation alone: the router, the page it renders and the page's
 * head. It is fetched when the visitor points at, touches or focuses one of the site's links,
 * and it leaves the islands' roots alone. Once it is in, the same listener follows the site's
 * links on the client; until then a link is the browser's, a full page load.
 */
import { whenPageShown } from '../net/pageShown';
import { importExport } from './codeAddress';
import { clientLinkTarget } from './linkTarget';

export type Hydration = 'none' | 'visible' | 'idle' | 'press';

/** The attributes every island's wrapper carries: its id on the page, and when it wakes. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const HYDRATION_ATTRIBUTE = 'data-hydrate';
/**
 * On the wrapper of an island that wakes: where its code is (`islandCodeAddress` in codeAddress.ts),
 * and its props as JSON.
 */
export const CODE_ATTRIBUTE = 'data-code';
export const PROPS_ATTRIBUTE = 'data-props';
/**
 * On the wrapper of a block whose figures stay live without React (the live rate): where the
 * code that keeps them so is (`blocks/<type>/live.ts`, exporting `startLive`). It starts at
 * idle, whenever the island itself wakes.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * On a link its island acts on in place (opens a dialog) rather than follow: a press on it
 * wakes its island and is made again once the island works; the link's address is for a
 * visitor without JavaScript, a new tab, or a copied link.
 */
export const IN_PLACE_ATTRIBUTE = 'data-in-place';

/** A block's island id: it names the page, so that no other page takes the markup for its own. */
export const blockIslandId = (slug: string, index: number) => `${slug}:${index}`;

interface Waiting {
  hydrated: () => void;
  working: Promise<void>;
  isWorking: boolean;
  /** What was pressed before it worked: each is pressed again, once, when it does. */
  pressed: Set<HTMLElement>;
  /** Its wrapper in the document the page came with. */
  wrapper?: HTMLElement;
  /** Set once it wakes: what unmounts its root. */
  ownRoot?: Promise<(() => void) | undefined>;
  /** Its markup is gone (the app has left the page): it never wakes again. */
  isReleased: boolean;
  /** How many times its code could not be fetched (once it is, it is never fetched again). */
  failures: number;
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
    let hydrated = () => {};
    const working = new Promise<void>((resolve) => (hydrated = resolve));
    island = {
      hydrated,
      working,
      isWorking: false,
      pressed: new Set(),
      isReleased: false,
      failures: 0,
    };
    waiting.set(id, island);
  }
  return island;
}

/** Called by an island once it works: the presses kept for it are acted on. */
export function markHydrated(id: string) {
  const island = waitingIsland(id);
  island.isWorking = true;
  island.hydrated();
}

/** Hydrates one island's wrapper as a root of its own; resolves to what unmounts it. */
export type StartIsland = (wrapper: HTMLElement) => Promise<() => void>;

let wantApp = () => {};
let startIsland: StartIsland = () => Promise.reject(new Error('The islands have not started.'));

function wake(id: string) {
  const island = waitingIsland(id);
  const { wrapper } = island;
  if (!wrapper || island.ownRoot || island.isReleased || !wrapper.isConnected) return;
  island.ownRoot = startIsland(wrapper).catch((error: unknown) => {
    console.error(`The island ${id} could not be started:`, error);
    island.ownRoot = undefined;
    island.failures += 1;
    // The next press on an island that wakes on a press tries again; nothing presses one
    // that woke by itself, which would otherwise say it is loading for good.
    if (wrapper.getAttribute(HYDRATION_ATTRIBUTE) !== 'press') {
      tryAgainLater(island.failures, () => wake(id));
    }
    return undefined;
  });
}

/** Starts a block's live figures (`data-live`), trying again as a waking island does. */
function startLive(wrapper: HTMLElement, address: string, failures = 0) {
  importExport(address).then(
    (start) => (start as (island: HTMLElement) => void)(wrapper),
    (error: unknown) => {
      console.error(`The live figures of ${address} could not be started:`, error);
      tryAgainLater(failures + 1, () => startLive(wrapper, address, failures + 1));
    },
  );
}

/**
 * After a failed fetch, how long an island that wakes by itself waits before it tries again:
 * a phone's connection often comes back within seconds. After three tries it waits for the
 * browser to say it is back online, however long that takes.
 */
export const RETRY_DELAYS_MS = [2_000, 10_000, 30_000];

function tryAgainLater(failures: number, run: () => void) {
  const delay = RETRY_DELAYS_MS[failures - 1];
  const again = () => {
    clearTimeout(timer);
    window.removeEventListener('online', again);
    run();
  };
  const timer = delay === undefined ? undefined : setTimeout(again, delay);
  // Sooner when the browser knows its connection is back.
  window.addEventListener('online', again);
}

/**
 * Called by the app when the markup of an island it kept is gone (a navigation left
 * the page): that island's own root is unmounted, or never started.
 */
export function releaseIsland(id: string) {
  // Still on the page: only a rehearsal of an unmount (React's strict mode).
  if (isPrerendered(id)) return;
  const island = waitingIsland(id);
  island.isReleased = true;
  // Once the app's own commit is done: React does not unmount a root while it renders.
  void island.ownRoot?.then((unmount) => setTimeout(() => unmount?.(), 0));
}

/**
 * Starts the runtime for the prerendered page: one listener on the document for presses on
 * islands that are not working yet (and links), and the `visible` and `idle` islands'
 * wake-ups once the page is shown (net/pageShown.ts), so that nothing competes with the first
 * frame. `startApp` is called, once, the first time a link may be followed; what is returned
 * asks for it too (a render failure, whose error screen is the app's). `start` hydrates an
 * island as a root of its own.
 */
export function startIslands(
  root: ParentNode,
  startApp: () => void = () => {},
  start: StartIsland = startIsland,
) {
  startIsland = start;
  let appStarted = false;
  wantApp = () => {
    if (!appStarted) startApp();
    appStarted = true;
  };
  const islands = [
    ...root.querySelectorAll<HTMLElement>(
      `[${ISLAND_ATTRIBUTE}]:not([${HYDRATION_ATTRIBUTE}="none"])`,
    ),
  ].map((element) => ({
    element,
    id: element.getAttribute(ISLAND_ATTRIBUTE)!,
    when: element.getAttribute(HYDRATION_ATTRIBUTE),
  }));
  // Known before React runs, so a press that comes first is kept for its island too.
  for (const { element, id } of islands) waitingIsland(id).wrapper = element;
  listen();
  whenPageShown(() => {
    for (const { element, id, when } of islands) {
      if (when === 'idle') whenIdle(() => wake(id));
      if (when === 'visible') whenVisible(element, () => wake(id));
      const live = element.getAttribute(LIVE_ATTRIBUTE);
      if (live) whenIdle(() => startLive(element, live));
    }
  });
  return wantApp;
}

let navigate: ((to: string) => void) | null = null;

/**
 * Goes to one of the site's pages, as a press on a link to it would: on the client once the
 * app is in, else a full page load. For an island that sends the visitor somewhere (a coin
 * chosen in the search).
 */
export function goTo(to: string) {
  if (navigate) navigate(to);
  else window.location.assign(to);
}

/**
 * Hands the listener the app's navigation, so that the site's own links are followed on the
 * client. Returns what takes it back (when the app is gone).
 */
export function followLinksWith(follow: (to: string) => void) {
  navigate = follow;
  listen();
  return () => {
    if (navigate === follow) navigate = null;
  };
}

/**
 * The one listener's events, caught on their way down: React stops a press on markup it has
 * not hydrated before it reaches anything below the document. A click is a press; pointing
 * at, touching or focusing one of the site's links is the intent to follow it.
 */
const EVENTS = ['click', 'pointerover', 'touchstart', 'focusin'] as const;

let listening = false;

/** One listener on the document, for the page's life, whatever started the runtime. */
function listen() {
  if (listening) return;
  listening = true;
  for (const type of EVENTS) {
    // Only a click may be stopped; the others are passive, so scrolling never waits for them.
    document.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
  }
}

function onEvent(event: Event) {
  if (event.type === 'click') onPress(event as MouseEvent);
  else onIntent(event);
}

/**
 * A visitor about to follow one of the links: the app is fetched so that it can follow it on
 * the client. A link an island acts on in place is a press on that island, not a navigation.
 */
function onIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (link && !link.hasAttribute(IN_PLACE_ATTRIBUTE)) wantApp();
  // A field reached with the keyboard is about to be typed in: its island wakes, and what is
  // typed meanwhile stays in the field (the calculator reads it when it starts).
  const field = event.type === 'focusin' ? target?.closest('input, textarea, select') : null;
  const id = field?.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
  if (id) wake(id);
}

function onPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const link = target.closest('a[href]');
  if (link?.hasAttribute(IN_PLACE_ATTRIBUTE)) {
    // A new tab or window is the browser's; otherwise the island's own handler acts.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    pressIsland(event, link);
  } else if (link) followLink(event);
  else pressIsland(event, target);
}

function followLink(event: MouseEvent) {
  const to = navigate ? clientLinkTarget(event) : null;
  if (!navigate || to === null) return;
  event.preventDefault();
  // Once the press has reached the page's own handlers (an open menu closes on it), as it
  // would before a browser followed the link.
  setTimeout(navigate, 0, to);
}

function pressIsland(event: MouseEvent, target: Element) {
  const id = target.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
  const island = id ? waiting.get(id) : undefined;
  if (!id || !island || island.isWorking) return;
  event.preventDefault();
  event.stopPropagation();
  wake(id);
  const pressed = (target.closest('button, [role="button"], summary') ?? target) as HTMLElement;
  if (island.pressed.has(pressed)) return;
  island.pressed.add(pressed);
  void island.working.then(() => pressed.isConnected && pressed.click());
}

/** Runs `start` when the browser has a moment (at most 2 s on). */
function whenIdle(start: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

function whenVisible(wrapper: HTMLElement, start: () => void) {
  // The wrapper has no box of its own (display: contents): its first child is the block.
  const block = wrapper.firstElementChild;
  if (!block || !('IntersectionObserver' in window)) return start();
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
