import { expect, test } from '@playwright/test';
import { allRoutes, openSettled, pageTypes, themes, useTheme } from '../support/site-routes';

const routes = await allRoutes();

/**
 * Full-page pictures of each kind of page, for a person to look through after a run
 * (test-results/screenshots/). Nothing compares them pixel by pixel.
 */
for (const theme of themes) {
  test.describe(`screenshots in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    for (const [type, route] of Object.entries(pageTypes)) {
      test(`${type} page (${route})`, async ({ page }, testInfo) => {
        await openSettled(page, route);
        const file = `test-results/screenshots/${type}-${testInfo.project.name}-${theme}.png`;
        // Stops the wallet strip's scrolling and other motion, so the picture is sharp.
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${type} ${theme}`, { path: file, contentType: 'image/png' });
      });
    }
  });
}

test.describe('the narrowest phones (320 px)', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-width check');
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of routes) {
    test(`${route} never scrolls sideways`, async ({ page }) => {
      await openSettled(page, route);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
        // Where to look when this fails: elements that stick out while their parent does not,
        // leaving out those a scrolling or clipping ancestor keeps inside the page.
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible' && !sticksOut(parent)) return true;
          }
          return false;
        };
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((element) => sticksOut(element) && !clipped(element))
          .filter((element) => !element.parentElement || !sticksOut(element.parentElement))
          .map((element) => {
            const { right } = element.getBoundingClientRect();
            const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
            return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name.trim().slice(0, 40)}" ends at ${Math.round(right)} px`;
          });
        const scroller = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: scroller.scrollWidth, culprits };
      });
      expect(
        overflow.scrollWidth,
        `the page is ${overflow.scrollWidth} px wide; sticking out:\n${overflow.culprits.join('\n')}`,
      ).toBeLessThanOrEqual(320);
    });
  }
});
