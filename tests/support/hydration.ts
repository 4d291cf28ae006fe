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
  await waitForApp(page);
  const sameHeading = await page.evaluate(
    () =>
      window.prerenderedHeading !== null &&
      window.prerenderedHeading === document.querySelector('h1'),
  );
  expect(sameHeading, 'the prerendered h1 is still the one in the document').toBe(true);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
}

/**
 * Points at a link, as a visitor about to follow one does, and waits for the app to work: it
 * starts after the page is shown, once a link or a button is wanted (the blocks wake as roots
 * of their own, without it), and until then a link is a full page load. React keeps the root's
 * fiber on its container; once the hydrated page is committed that root has a child, and the
 * app's effects (the link listener among them) run in a task soon after. Waiting for the
 * network to go quiet instead let one slow third-party request on a loaded machine fail a test.
 */
export async function waitForApp(page: Page) {
  await page.evaluate(() =>
    document
      .querySelector('#root a[href]')
      ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
  );
  await page.waitForFunction(() => {
    const container = document.getElementById('root') as
      (HTMLElement & Record<string, { stateNode?: { current?: { child: unknown } } }>) | null;
    const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
    return Boolean(key && container[key]?.stateNode?.current?.child);
  });
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 50)),
  );
}
