import { Part, part } from '../../engine/Part';
import { useToast } from './useToast';

/** A toast follows a press: CONNECT WALLET with no wallet, or a connection that failed. */
const toastList = part<object>({
  load: async () => (await import('./ToastList')).default,
  hydrate: 'press',
});

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
