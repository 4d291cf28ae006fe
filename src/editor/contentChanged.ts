import { useEffect, useRef } from 'react';
import { CONTENT_CHANGED_EVENT } from '../content/devEvents';

/**
 * The dev server says when the content folder changed and passed the validator: after a save
 * from here, or an edit made elsewhere (a text editor, a git pull).
 */
export function useContentChanged(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const listener = () => latest.current();
    hot.on(CONTENT_CHANGED_EVENT, listener);
    return () => hot.off(CONTENT_CHANGED_EVENT, listener);
  }, []);
}
