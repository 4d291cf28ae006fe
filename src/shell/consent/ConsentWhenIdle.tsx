import { Part, part } from '../../engine/Part';

const consent = part<object>({
  load: async () => (await import('./Consent')).Consent,
  hydrate: 'idle',
});

/** A failure is logged by Part; the next visit records the consent instead. */
const giveUp = () => undefined;

/**
 * Consent shows nothing, and its work (recording the required cookies, adding the analytics
 * script) can wait until the page is shown and the browser has a moment.
 */
export function ConsentWhenIdle() {
  return <Part part={consent} when onFailure={giveUp} />;
}
