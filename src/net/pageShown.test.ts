// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const pretendLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
const aFewFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The signal is once per document, so each test starts from a module of its own. */
async function freshSignal() {
  vi.resetModules();
  return (await import('./pageShown')).whenPageShown;
}

afterEach(() => vi.restoreAllMocks());

describe('whenPageShown', () => {
  it('waits for the load event and a frame after it, then starts each waiting start once', async () => {
    pretendLoading();
    const whenPageShown = await freshSignal();
    const first = vi.fn();
    const second = vi.fn();
    whenPageShown(first);
    whenPageShown(second);
    await aFewFrames();
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(first).not.toHaveBeenCalled();
    await aFewFrames();
    window.dispatchEvent(new Event('load'));
    await aFewFrames();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('starts at once when the page is already shown', async () => {
    const whenPageShown = await freshSignal();
    const shown = new Promise<void>((resolve) => whenPageShown(resolve));
    await shown;
    const start = vi.fn();
    whenPageShown(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('never starts when cancelled before the page is shown', async () => {
    pretendLoading();
    const whenPageShown = await freshSignal();
    const start = vi.fn();
    const cancel = whenPageShown(start);
    cancel();
    window.dispatchEvent(new Event('load'));
    await aFewFrames();
    expect(start).not.toHaveBeenCalled();
  });

  it('shows the page at the cap after the HTML was parsed, whatever still holds the load event', async () => {
    pretendLoading();
    const whenPageShown = await freshSignal();
    const { SHOW_CAP_MS } = await import('./pageShown');
    // A fresh test window's clock can be younger than the cap, which would put the parse
    // before its origin; the clock is moved on so the parse time is a real one.
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 10 * SHOW_CAP_MS);
    const parsed = performance.now() - SHOW_CAP_MS + 50;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { domInteractive: parsed } as PerformanceNavigationTiming,
    ]);
    const start = vi.fn();
    whenPageShown(start);
    expect(start).not.toHaveBeenCalled();
    // The cap, a frame and a task: on a loaded machine that can take longer than a few frames.
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce(), { timeout: 5_000, interval: 20 });
    window.dispatchEvent(new Event('load'));
    await aFewFrames();
    expect(start).toHaveBeenCalledOnce();
  });
});
