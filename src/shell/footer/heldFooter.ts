import { heldPart, lazyPart } from '../../ui/lazyPart';

/** The footer is below every page's first view, and only links: its code comes after load. */
export const heldFooter = heldPart(lazyPart(async () => (await import('./Footer')).Footer));
