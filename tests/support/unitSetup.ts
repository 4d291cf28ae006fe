import { afterAll, afterEach, beforeAll } from 'vitest';
import { describePending, watchTimers } from './pendingTimers';

// Node-only tests have no document, and are spared loading the DOM testing tools.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { whenPageShown } = await import('../../src/net/pageShown');
  // A test's document has loaded before the test starts, and its first frame has been drawn:
  // the page is shown, as it is by the time the app runs in a browser.
  beforeAll(() => new Promise<void>((resolve) => whenPageShown(resolve)));
  afterEach(() => cleanup());
}

// A timer still pending when a file's tests end would fire once its environment is gone, and
// fail the whole run at random; it fails its own file instead, naming where it was set.
const timers = watchTimers();
afterAll(async () => {
  // What is due now (jsdom sends a storage event and follows a link a task later) runs first,
  // within the file.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const left = timers.pending();
  timers.stop();
  if (left.length > 0) throw new Error(describePending(left));
});
