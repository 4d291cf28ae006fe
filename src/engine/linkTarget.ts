/** What of a click decides whether it is the site's to follow; a MouseEvent has it all. */
export interface LinkClick {
  target: EventTarget | null;
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The address a click on a plain link to one of the site's own pages should go to on the
 * client, or null when the browser should follow it itself: a click something already took,
 * a click meant for a new tab or window, a download, a link with a target of its own, another
 * host ("https://…", "//…", "mailto:"), or an in-page anchor ("#faq"), which the browser
 * scrolls to.
 */
export function clientLinkTarget(click: LinkClick): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const anchor = click.target instanceof Element ? click.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const written = anchor.getAttribute('href') ?? '';
  if (!written.startsWith('/') || written.startsWith('//')) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href);
  return `${url.pathname}${url.search}${url.hash}`;
}
