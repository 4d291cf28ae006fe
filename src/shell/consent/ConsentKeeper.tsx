import { Part } from '../../engine/Part';
import { loadOnce } from '../../engine/codeLoader';
import { useAnalyticsConsent } from './useAnalyticsConsent';

const consent = loadOnce(async () => (await import('./Consent')).Consent);

/** A failure is logged by Part; the next page asks again. */
const giveUp = () => undefined;

/**
 * The analytics keeper shows nothing. Its code is fetched only once the visitor allows
 * analytics (off by default), and it adds the script once the page is shown; from then on it
 * also takes the script away again when they stop allowing it.
 */
export function ConsentKeeper() {
  const { allowed } = useAnalyticsConsent();
  return <Part part={consent} when={allowed} onFailure={giveUp} />;
}
