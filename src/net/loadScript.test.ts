// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetScript,
  loadScriptOnce,
  SCRIPT_TIME_LIMIT_MS,
  ScriptTimeoutError,
} from './loadScript';

let testNumber = 0;
let url = '';
const tags = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`)];

beforeEach(() => {
  // The loader remembers addresses for the whole document: each test has its own.
  url = `https://scripts.test/provider-${++testNumber}.js`;
  vi.useFakeTimers();
});

afterEach(() => {
  forgetScript(url);
  tags().forEach((tag) => tag.remove());
  vi.useRealTimers();
});

describe('loadScriptOnce', () => {
  it('adds one tag however many callers ask, and resolves them all when it loads', async () => {
    const first = loadScriptOnce(url);
    const second = loadScriptOnce(url);
    expect(tags()).toHaveLength(1);
    tags()[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('gives up on a request that neither loads nor fails once the time limit has passed since it started', async () => {
    const loading = loadScriptOnce(url);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScriptTimeoutError);
    expect((error as Error).message).toContain(`${SCRIPT_TIME_LIMIT_MS / 1000} s`);
  });

  it('counts the limit from the request, not from when a later caller asked', async () => {
    void loadScriptOnce(url).catch(() => {});
    await vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS - 1000);
    const later = loadScriptOnce(url).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await later).toBeInstanceOf(ScriptTimeoutError);
  });

  it('tells a caller that gave up when the script arrives after all, and counts it as loaded', async () => {
    const error = (await Promise.all([
      loadScriptOnce(url).catch((reason: unknown) => reason),
      vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS),
    ]).then(([reason]) => reason)) as ScriptTimeoutError;
    expect(error).toBeInstanceOf(ScriptTimeoutError);

    tags()[0]?.dispatchEvent(new Event('load'));
    await expect(error.arrival).resolves.toBeUndefined();
    await expect(loadScriptOnce(url)).resolves.toBeUndefined();
    expect(tags()).toHaveLength(1);
  });

  it('starts a fresh request when asked again after the time limit, keeping the late one', async () => {
    const first = loadScriptOnce(url).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS);
    expect(await first).toBeInstanceOf(ScriptTimeoutError);

    const retry = loadScriptOnce(url);
    // Its own address, or the browser would queue it behind the stalled one.
    const fresh = document.head.querySelector<HTMLScriptElement>(`script[src^="${url}?retry="]`);
    expect(tags()).toHaveLength(1);
    expect(fresh).not.toBeNull();
    fresh?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
    fresh?.remove();
  });

  it('rejects and forgets a script that fails, so the next call tries again', async () => {
    const failing = loadScriptOnce(url);
    tags()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`The script ${url} could not be loaded`);
    expect(tags()).toHaveLength(0);

    const again = loadScriptOnce(url);
    expect(tags()).toHaveLength(1);
    tags()[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});
