import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Frames from the chart and swap-widget providers are their code, not ours: axe skips what
 * is inside them, but still checks the <iframe> element itself (its title, for one).
 */
async function thirdPartyFrameContents(page: Page): Promise<[string, string][]> {
  const origins = await page.evaluate(() => {
    const foreign = new Set<string>();
    for (const frame of document.querySelectorAll('iframe[src]')) {
      const { origin } = new URL(frame.getAttribute('src') ?? '', location.href);
      if (origin !== location.origin) foreign.add(origin);
    }
    return [...foreign];
  });
  return origins.map((origin) => [`iframe[src^="${origin}"]`, 'html']);
}

/** Rule, impact, what to do, and each offending element's selector with axe's reason. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
          return `    - ${node.target.join(' >> ')}${why ? `\n      ${why}` : ''}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/** Longer than any of the site's fades and slides; an endless animation is not waited for. */
const SETTLE_LIMIT_MS = 2000;

/**
 * Waits for the page's finite animations and transitions to end. A dialog fading in has
 * colours between its own and the page's for a moment: once, on a loaded machine, axe measured
 * a button's text mid-fade at 3.9:1, which no visitor reads. Endless ones (the wallet strip)
 * are left running.
 */
async function settled(page: Page) {
  const ended = page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => null)));
  });
  // Still pending after the limit, it may fail with the page later; nobody waits for it then.
  ended.catch(() => undefined);
  // Timed here, not in the page: a test may have stopped the page's clock.
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SETTLE_LIMIT_MS);
  });
  await Promise.race([ended, limit]);
  clearTimeout(timer);
}

/** Marks the part a check is about, for axe's include, which takes a CSS selector. */
const SCOPE = 'data-axe-scope';

/**
 * Runs axe on the page as it is now and fails with a readable list of what it found. `within`
 * limits it to the part a test put in a state of its own (a paused strip, an error shown):
 * the rest of the page is every-page.spec.ts's, in both themes, and a whole page's check costs
 * seconds of a loaded machine.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { within }: { within?: Locator } = {},
) {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const frame of await thirdPartyFrameContents(page)) builder.exclude(frame);
  if (within) {
    await within.evaluate((element, name) => element.setAttribute(name, ''), SCOPE);
    builder.include(`[${SCOPE}]`);
  }
  const { violations } = await builder.analyze();
  if (within) await within.evaluate((element, name) => element.removeAttribute(name), SCOPE);
  expect(
    violations.length,
    `axe found problems on ${where}:\n${describeViolations(violations)}`,
  ).toBe(0);
}
