import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { allRoutes, openSettled, themes, useTheme } from '../support/site-routes';

const routes = await allRoutes();

for (const theme of themes) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    for (const route of routes) {
      test(`${route} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await openSettled(page, route);
        const body = page.locator('body');
        if (theme === 'dark') await expect(body).toHaveClass(/\bdark\b/);
        else await expect(body).not.toHaveClass(/\bdark\b/);
        await expectNoAxeViolations(page, `${route} (${theme})`);
      });
    }
  });
}
