import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations: string[];
    prerenderedHeading: Element | null;
  }
}

/**
 * Records CSP violations the page reports, and keeps the prerendered h1 element from
 * before any script runs: after hydration the same node must still be in the document,
 * which it is not when React throws the server HTML away and renders again.
 */
export async function watchPage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A 404 document is supposed to answer 404; Chromium logs that as a failed load.
    const isDocumentStatus =
      message.location().url === page.url() && /status of 404/.test(message.text());
    if (message.type() === 'error' && !isDocumentStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        window.prerenderedHeading = document.querySelector('h1');
      }
    });
  });
  return errors;
}

export async function expectCleanHydration(page: Page, errors: string[]) {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).not.toHaveClass(/preload/);
  // React hydrates concurrently. It tags each DOM node it takes over with its fiber, so the
  // site header carrying one means hydration has reached the page (the h1 is in a block that
  // never wakes, so it never carries one); waiting for the network to go quiet instead let
  // one slow third-party request on a loaded machine fail the test.
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'));
  });
  const sameHeading = await page.evaluate(
    () =>
      window.prerenderedHeading !== null &&
      window.prerenderedHeading === document.querySelector('h1'),
  );
  expect(sameHeading, 'the prerendered h1 is still the one in the document').toBe(true);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
}
