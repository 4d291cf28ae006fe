// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { islandCodeAddress } from './codeAddress';
import { followLinksWith, goTo, releaseIsland, startIslands } from './islands';

let pageNumber = 0;

/**
 * A prerendered page: a heading, a link, a link an island acts on in place, and an island for
 * each `hydrate` given, each saying where its code is.
 */
function prerenderedPage(...hydrations: string[]) {
  pageNumber += 1;
  const root = document.createElement('div');
  root.innerHTML = `<h1>About</h1><a href="/bitcoin">Bitcoin</a>${hydrations
    .map(
      (when, index) =>
        `<div data-island="page-${pageNumber}:${index}" data-hydrate="${when}" data-code="/assets/Block-b.js#Block" data-props="{}"><button type="button">Open ${index}</button><a href="/?from=btc" data-in-place>Swap ${index}</a></div>`,
    )
    .join('')}`;
  document.body.append(root);
  return root;
}

/** An island's start whose code cannot be fetched the first time, and can after. */
const failsOnceThenStarts = () =>
  vi
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(() => {});

const startsAlone = () => vi.fn((_wrapper: HTMLElement) => Promise.resolve(() => {}));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('when the page asks for the app, client-side navigation', () => {
  it('leaves the app out while the visitor only reads, and when an island is pressed', async () => {
    const startApp = vi.fn();
    const root = prerenderedPage('press', 'none', 'idle');
    startIslands(root, startApp, startsAlone());
    fireEvent.click(root.querySelector('button')!);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(startApp).not.toHaveBeenCalled();
  });

  it("asks for it when the visitor points at, touches or focuses one of the site's links, and not a button or a link acted on in place", () => {
    for (const intent of ['pointerOver', 'touchStart', 'focusIn'] as const) {
      const startApp = vi.fn();
      const root = prerenderedPage('press');
      startIslands(root, startApp, startsAlone());
      fireEvent[intent](root.querySelector('h1')!);
      fireEvent[intent](root.querySelector('button')!);
      fireEvent[intent](root.querySelector('[data-in-place]')!);
      expect(startApp).not.toHaveBeenCalled();
      fireEvent[intent](root.querySelector('a[href="/bitcoin"]')!);
      expect(startApp).toHaveBeenCalledTimes(1);
    }
  });

  it('hands back what asks for it, for what no link does (the error screen)', () => {
    const startApp = vi.fn();
    const wantApp = startIslands(prerenderedPage('press'), startApp);
    wantApp();
    wantApp();
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it("sends an island's choice through the app's navigation once it is in", () => {
    const follow = vi.fn();
    const stop = followLinksWith(follow);
    goTo('/dogecoin');
    stop();
    expect(follow).toHaveBeenCalledWith('/dogecoin');
  });
});

describe('an island, a root of its own', () => {
  it('wakes alone, once, without the app', async () => {
    const startApp = vi.fn();
    const startIsland = vi.fn((_wrapper: HTMLElement) => Promise.resolve(() => {}));
    const root = prerenderedPage('idle', 'press', 'none');
    startIslands(root, startApp, startIsland);
    await waitFor(() => expect(startIsland).toHaveBeenCalledTimes(1));
    fireEvent.click(root.querySelectorAll('button')[1]!);
    fireEvent.click(root.querySelectorAll('button')[1]!);
    expect(startIsland).toHaveBeenCalledTimes(2);
    expect(startIsland.mock.calls.map(([wrapper]) => wrapper.getAttribute('data-island'))).toEqual([
      `page-${pageNumber}:0`,
      `page-${pageNumber}:1`,
    ]);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('is tried again on the next press when its code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const startIsland = failsOnceThenStarts();
    const root = prerenderedPage('press');
    startIslands(root, () => {}, startIsland);
    fireEvent.click(root.querySelector('button')!);
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    fireEvent.click(root.querySelector('button')!);
    expect(startIsland).toHaveBeenCalledTimes(2);
  });

  it('that woke by itself is tried again a few times, then when back online, when its code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const calledAt: number[] = [];
      const startIsland = vi.fn(() => {
        calledAt.push(Date.now());
        return Promise.reject(new Error('offline'));
      });
      startIslands(prerenderedPage('idle'), () => {}, startIsland);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const waits = calledAt.slice(1).map((time, index) => time - calledAt[index]!);
      // 2, 10 and 30 s, as src/engine/README.md says: written out, so a changed delay fails.
      expect(waits).toEqual([2_000, 10_000, 30_000]);
      // Then only when the browser is back online, however late.
      window.dispatchEvent(new Event('online'));
      expect(startIsland).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('that woke by itself is tried again at once when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const startIsland = failsOnceThenStarts();
    startIslands(prerenderedPage('idle'), () => {}, startIsland);
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    expect(startIsland).toHaveBeenCalledTimes(2);
    // Started, so neither the timer nor the next signal starts it again.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startIsland).toHaveBeenCalledTimes(2);
  });

  it('that wakes on a press waits for the next press after a failure, not a timer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const startIsland = vi.fn().mockRejectedValue(new Error('offline'));
      const root = prerenderedPage('press');
      startIslands(root, () => {}, startIsland);
      fireEvent.click(root.querySelector('button')!);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(startIsland).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is unmounted once its markup is gone, and never started if it had not woken', async () => {
    const unmount = vi.fn();
    const startIsland = vi.fn(() => Promise.resolve(unmount));
    const root = prerenderedPage('press', 'idle');
    startIslands(root, () => {}, startIsland);
    const [woken, asleep] = root.querySelectorAll<HTMLElement>('[data-island]');
    fireEvent.click(woken!.querySelector('button')!);
    // Still on the page: a rehearsal of an unmount, which changes nothing.
    releaseIsland(woken!.getAttribute('data-island')!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unmount).not.toHaveBeenCalled();

    root.remove();
    releaseIsland(woken!.getAttribute('data-island')!);
    releaseIsland(asleep!.getAttribute('data-island')!);
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
    // The idle island's moment comes after its markup went.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(startIsland).toHaveBeenCalledTimes(1);
  });
});

describe('an island whose figures live without React', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.resolve('node_modules/.cache/live-code-'));
    // What the runtime starts: it notes the island it was given, as live.ts would start on it.
    await writeFile(
      path.join(dir, 'live.js'),
      'export function startLive(island) { globalThis.liveStarted.push(island.dataset.island); }\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function cardPage() {
    const root = prerenderedPage('press');
    const island = root.querySelector<HTMLElement>('[data-island]')!;
    island.setAttribute(
      'data-live',
      islandCodeAddress({ files: [path.join(dir, 'live.js')], name: 'startLive' }),
    );
    island.insertAdjacentHTML('beforeend', '<input aria-label="Amount">');
    return { root, island };
  }

  it('starts them once the page is shown, and wakes the island only when the visitor reaches for it', async () => {
    const started: string[] = [];
    Object.assign(globalThis, { liveStarted: started });
    const startIsland = startsAlone();
    const { root, island } = cardPage();
    startIslands(root, () => {}, startIsland);
    await waitFor(() => expect(started).toEqual([island.dataset.island]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(startIsland).not.toHaveBeenCalled();
    // A field reached with the keyboard is about to be typed in.
    fireEvent.focusIn(island.querySelector('input')!);
    expect(startIsland).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(1);
  });
});
