import { Part } from '../../engine/Part';
import { loadOnce } from '../../engine/codeLoader';
import { useToast } from './useToast';

/** A toast follows a press: CONNECT WALLET with no wallet, or a connection that failed. */
const toastList = loadOnce(async () => (await import('./ToastList')).default);

/** A toast that cannot be shown (its code failed to load) has already been logged. */
const giveUp = () => undefined;

/**
 * The site's toasts. Most visits raise none, so their code (Radix's toasts) loads with the
 * first one and stays; until then there is nothing on the page.
 */
export function Toaster() {
  const { toasts } = useToast();
  return <Part part={toastList} when={toasts.length > 0} onFailure={giveUp} />;
}
