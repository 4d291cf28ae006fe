// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseIsland, startIslands } from './islands';

let pageNumber = 0;

/** A prerendered page: a heading, a link and an island for each `hydrate` given. */
function prerenderedPage(...hydrations: string[]) {
  pageNumber += 1;
  const root = document.createElement('div');
  root.innerHTML = `<h1>About</h1><a href="/bitcoin">Bitcoin</a>${hydrations
    .map(
      (when, index) =>
        `<div data-island="page-${pageNumber}:${index}" data-hydrate="${when}"><button type="button">Open ${index}</button></div>`,
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

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('when the page asks for the app', () => {
  it('leaves a page whose islands wait for a press without the app while the visitor only reads', async () => {
    const startApp = vi.fn();
    startIslands(prerenderedPage('press', 'none'), startApp);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(startApp).not.toHaveBeenCalled();
  });

  it('asks for it, once, when an island is pressed', () => {
    const startApp = vi.fn();
    const root = prerenderedPage('press', 'press');
    startIslands(root, startApp);
    fireEvent.click(root.querySelectorAll('button')[0]!);
    fireEvent.click(root.querySelectorAll('button')[1]!);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('asks for it when the visitor points at, touches or focuses a link or a button', () => {
    for (const intent of ['pointerOver', 'touchStart', 'focusIn'] as const) {
      for (const wanted of ['a', 'button']) {
        const startApp = vi.fn();
        const root = prerenderedPage('press');
        startIslands(root, startApp);
        fireEvent[intent](root.querySelector('h1')!);
        expect(startApp).not.toHaveBeenCalled();
        fireEvent[intent](root.querySelector(wanted)!);
        expect(startApp).toHaveBeenCalledTimes(1);
      }
    }
  });

  it('asks for it by itself on a page with an island that wakes when the browser is idle', async () => {
    const startApp = vi.fn();
    startIslands(prerenderedPage('none', 'idle'), startApp);
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
  });

  it('hands back what asks for it, for work of the app that no island does', () => {
    const startApp = vi.fn();
    const wantApp = startIslands(prerenderedPage('press'), startApp);
    wantApp();
    wantApp();
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});

describe("a block's island, a root of its own", () => {
  /** A page whose islands all wake as roots of their own. */
  function pageOfBlocks(...hydrations: string[]) {
    const root = prerenderedPage(...hydrations);
    for (const island of root.querySelectorAll('[data-island]')) {
      island.setAttribute('data-code', '/assets/Block-b.js#Block');
    }
    return root;
  }

  it('wakes alone, once, without the app', async () => {
    const startApp = vi.fn();
    const startIsland = vi.fn((_wrapper: HTMLElement) => Promise.resolve(() => {}));
    const root = pageOfBlocks('idle', 'press', 'none');
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
    const root = pageOfBlocks('press');
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
      startIslands(pageOfBlocks('idle'), () => {}, startIsland);
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
    startIslands(pageOfBlocks('idle'), () => {}, startIsland);
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
      const root = pageOfBlocks('press');
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
    const root = pageOfBlocks('press', 'idle');
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
