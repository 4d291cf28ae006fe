import { Part, part } from '../../engine/Part';
import { useAnalyticsConsent } from './useAnalyticsConsent';

const consent = part<object>({
  load: async () => (await import('./Consent')).Consent,
  hydrate: 'idle',
});

/** A failure is logged by Part; the next page asks again. */
const giveUp = () => undefined;

/**
 * The analytics keeper shows nothing, and its work can wait until the page is shown and the
 * browser has a moment. Its code is fetched only once the visitor allows analytics (off by
 * default); from then on it also takes the script away again when they stop allowing it.
 */
export function ConsentWhenIdle() {
  const { allowed } = useAnalyticsConsent();
  return <Part part={consent} when={allowed} onFailure={giveUp} />;
}
