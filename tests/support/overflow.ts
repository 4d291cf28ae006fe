import type { Page } from '@playwright/test';

/** How far the page reaches past the window, and the elements that stick out, if any. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
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
    return { width, scrollWidth: scroller.scrollWidth, culprits };
  });
}
