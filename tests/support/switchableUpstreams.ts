import { expect, test } from '@playwright/test';
import { holdFakeUpstreams } from './fakeLock';
import { switchableFakeBase, switchableSitePort } from './ports';

/** Switches one of the second site's fakes, say the market answering 500. */
export async function setFakeMode(fake: 'market' | 'swap-widget', mode: string): Promise<void> {
  const response = await fetch(`${switchableFakeBase}/__control/${fake}`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(204);
}

/**
 * Runs the tests of the calling describe block against the second site, whose fakes they
 * may switch. They take turns across workers, and each leaves the fakes answering as before.
 */
export function useSwitchableUpstreams(): void {
  test.use({ baseURL: `http://127.0.0.1:${switchableSitePort}` });
  // A wait for the other worker's turn counts towards a test's time.
  test.describe.configure({ timeout: 180_000 });
  let release: (() => Promise<void>) | undefined;
  test.beforeEach(async () => {
    release = await holdFakeUpstreams();
  });
  test.afterEach(async () => {
    const held = release;
    release = undefined;
    // A test that never got its turn leaves the fakes alone: they are the other worker's.
    if (!held) return;
    try {
      await setFakeMode('market', 'success');
      await setFakeMode('swap-widget', 'ok');
    } finally {
      await held();
    }
  });
}
