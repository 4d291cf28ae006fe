/** However long the held blocks take (or if their code never comes), presses pass after this. */
export const KEEP_CLICKS_AT_MOST_MS = 10_000;

/**
 * React drops a click on markup it has not hydrated yet. Until `until` settles (the blocks
 * held after the page showed are working), a press on a button inside `region` is kept
 * instead and pressed again, once each, when they are: a visitor who is quick to open an
 * answer or a list does not have to press twice. Links are left alone, as they work before
 * hydration.
 */
export function keepEarlyClicks(region: Element, until: Promise<unknown>) {
  const kept: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !region.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!kept.includes(button)) kept.push(button);
  };
  document.addEventListener('click', keep, true);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    // Off before the presses are repeated, so that they go through.
    document.removeEventListener('click', keep, true);
    for (const button of kept.splice(0)) if (button.isConnected) button.click();
  };
  const giveUp = setTimeout(release, KEEP_CLICKS_AT_MOST_MS);
  void until.then(release, release);
}
