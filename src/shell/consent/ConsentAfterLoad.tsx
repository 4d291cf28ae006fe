import { useEffect, useState } from 'react';
import { afterPageLoad } from '../../net/afterPageLoad';
import { Deferred, lazyPart } from '../../ui/lazyPart';

const consent = lazyPart<object>(async () => (await import('./Consent')).Consent);

/** A failure is logged by Deferred; the next visit records the consent instead. */
const giveUp = () => undefined;

/**
 * Consent shows nothing and its work (recording the required cookies, adding the analytics
 * script) waits for the page's load event anyway, so its code is fetched only then.
 */
export function ConsentAfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return <Deferred part={consent} when={loaded} onFailure={giveUp} />;
}
