/**
 * The editor's undo and redo: every state of the page the marketer made, as a list to walk
 * back and forth. Typing in one field is one step, not one step per key, so undo takes back
 * a word or a sentence rather than a letter; adding, moving and removing are a step each.
 */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last step was typing in, and when; the next key there joins that step. */
  typingIn?: string;
  typedAt?: number;
}

export type HistoryAction<T> =
  | { type: 'edit'; value: T; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

/** Keys pressed in one field with pauses shorter than this are one step. */
export const TYPING_PAUSE_MS = 1000;
/** Enough for a long session; the oldest steps go first. */
export const MOST_STEPS = 200;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

/**
 * The one field two states differ in, as a path, when they differ in exactly one value that
 * is not a list or an object: that is typing. Anything else (an item added, removed or moved,
 * a kind changed) has no single field, and answers undefined.
 */
export function singleChangedField(before: unknown, after: unknown): string | undefined {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, at: string): boolean => {
    if (Object.is(a, b)) return true;
    if (!isContainer(a) || !isContainer(b)) {
      if (isContainer(a) || isContainer(b)) return false;
      found.push(at);
      return found.length === 1;
    }
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.length !== keysB.length) return false;
    for (const key of keysA) {
      if (!(key in b)) return false;
      const child = (value: typeof a, name: string) => (value as Record<string, unknown>)[name];
      if (!walk(child(a, key), child(b, key), `${at}/${key}`)) return false;
    }
    return true;
  };
  return walk(before, after, '') && found.length === 1 ? found[0] : undefined;
}

export const startHistory = <T>(value: T): EditHistory<T> => ({
  past: [],
  present: value,
  future: [],
});

export function historyReducer<T>(state: EditHistory<T>, action: HistoryAction<T>): EditHistory<T> {
  switch (action.type) {
    case 'reset':
      return startHistory(action.value);
    case 'edit': {
      if (JSON.stringify(action.value) === JSON.stringify(state.present)) return state;
      const field = singleChangedField(state.present, action.value);
      const sameTyping =
        field !== undefined &&
        field === state.typingIn &&
        state.typedAt !== undefined &&
        action.at - state.typedAt < TYPING_PAUSE_MS;
      return {
        past: sameTyping ? state.past : [...state.past, state.present].slice(-MOST_STEPS),
        present: action.value,
        future: [],
        typingIn: field,
        typedAt: action.at,
      };
    }
    case 'undo': {
      if (state.past.length === 0) return state;
      return {
        past: state.past.slice(0, -1),
        present: state.past.at(-1) as T,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      const [next, ...later] = state.future;
      return { past: [...state.past, state.present], present: next as T, future: later };
    }
  }
}
