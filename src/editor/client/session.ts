import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { draftStore, fingerprint, type Draft } from './drafts';
import { historyReducer, startHistory } from './history';

/**
 * What keeps a marketer's work in the page editor: the undo history of the page as edited,
 * its draft in the browser, and the guard on leaving with edits not saved.
 */
export function useEditSession<T>(file: string) {
  const [history, dispatch] = useReducer(historyReducer<T | undefined>, startHistory(undefined));
  const [saved, setSaved] = useState<T>();
  const [restored, setRestored] = useState<Draft>();
  const drafts = useMemo(() => draftStore(localStorage), []);
  const base = useMemo(() => (saved === undefined ? '' : fingerprint(saved)), [saved]);
  const value = history.present;
  const dirty = value !== undefined && JSON.stringify(value) !== JSON.stringify(saved);

  /** The page as read from its file: the draft of it comes back over it, as its first undo step. */
  const open = useCallback(
    (disk: T) => {
      setSaved(disk);
      dispatch({ type: 'reset', value: disk });
      const draft = drafts.read(file);
      if (draft && fingerprint(draft.value) !== fingerprint(disk)) {
        dispatch({ type: 'edit', value: draft.value as T, at: Date.now() });
        setRestored(draft);
      } else if (draft) {
        drafts.clear(file);
      }
    },
    [drafts, file],
  );

  const edit = useCallback(
    (next: T) => dispatch({ type: 'edit', value: next, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  /** The file now holds this value: there is nothing left to keep. */
  const markSaved = useCallback(
    (value: T) => {
      setSaved(value);
      drafts.clear(file);
      setRestored(undefined);
    },
    [drafts, file],
  );

  /** Back to the file as it is on disk; an undo brings the draft back. */
  const discardDraft = useCallback(() => {
    if (saved !== undefined) edit(saved);
    drafts.clear(file);
    setRestored(undefined);
  }, [drafts, edit, file, saved]);

  // Written on every change, not after a pause: a reload straight after typing keeps it too.
  useEffect(() => {
    if (value === undefined || saved === undefined) return;
    if (!dirty) {
      drafts.clear(file);
      return;
    }
    drafts.write(file, { value, savedAt: Date.now(), base });
  }, [base, dirty, drafts, file, saved, value]);

  const storageFull = useSyncExternalStore(drafts.subscribe, drafts.failing);

  useLeaveGuard(dirty, file);
  useUndoKeys(undo, redo);

  return {
    value,
    saved,
    dirty,
    open,
    edit,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    markSaved,
    /** The draft that came back when the page opened, until it is saved or discarded. */
    restored,
    /** Whether the draft restored was made from another version of the file than the one read. */
    restoredOverChange: restored !== undefined && restored.base !== base,
    discardDraft,
    storageFull,
  };
}

/**
 * Leaving with edits not saved asks first: the browser's own question on a reload or a closed
 * tab, and ours on opening another page of the list, which names what is kept.
 */
function useLeaveGuard(dirty: boolean, file: string) {
  const leaving = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const to = new URL(link.href);
      if (to.origin !== location.origin || to.href === location.href) return;
      const leave = confirm(
        `Your changes to ${file} are not saved. They stay in this browser as a draft and come back when you open ${file} again. Leave this page?`,
      );
      if (leave) leaving.current = true;
      else event.preventDefault();
    };
    addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, file]);
}

/**
 * Ctrl+Z and Ctrl+Shift+Z (Cmd on a Mac, and Ctrl+Y) undo and redo the page, from anywhere in
 * the form: the form's inputs are redrawn from the page, so their own undo would not hold.
 * The page list's and the new page form's boxes keep their own.
 */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if ((event.target as Element | null)?.closest?.('nav')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', keyDown);
    return () => document.removeEventListener('keydown', keyDown);
  }, [undo, redo]);
}
