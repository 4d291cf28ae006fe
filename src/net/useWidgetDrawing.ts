import { useCallback, useEffect, useState } from 'react';
import { onLateArrival } from './loadScript';

export type WidgetStatus = 'loading' | 'ready' | 'failed';

/**
 * A drawing of a third party's widget: what `draw` needs to load (its scripts) may fail or
 * time out. It is drawn each time `draw` changes; a failure offers `retry`, and a script that
 * turns up after the time limit still draws it. `draw` is told whether it is still wanted
 * after each wait (the block may have been redrawn or left the page meanwhile); `null` draws
 * nothing yet.
 */
export function useWidgetDrawing(
  draw: ((stillWanted: () => boolean) => Promise<void>) | null,
  failureMessage: string,
) {
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!draw) return;
    let current = true;
    draw(() => current).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn(failureMessage, error);
        if (!current) return;
        setStatus('failed');
        onLateArrival(error, () => {
          if (!current) return;
          setStatus('loading');
          setAttempt((count) => count + 1);
        });
      },
    );
    return () => {
      current = false;
    };
  }, [draw, failureMessage, attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { status, retry };
}
