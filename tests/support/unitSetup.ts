import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { whenPageShown } from '../../src/net/pageShown';

// A test's document has loaded before the test starts, and its first frame has been drawn:
// the page is shown, as it is by the time the app runs in a browser. Node-only tests have none.
beforeAll(async () => {
  if (typeof document !== 'undefined') await new Promise<void>((resolve) => whenPageShown(resolve));
});

afterEach(() => cleanup());
