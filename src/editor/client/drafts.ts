/**
 * Unsaved edits kept in the browser, one draft per page file, so that a reload, a closed tab
 * or a crash does not lose them. A draft goes when the page is saved or the marketer
 * discards it.
 */
export interface Draft {
  value: unknown;
  /** When the draft was last written, in milliseconds since 1970. */
  savedAt: number;
  /** A fingerprint of the file as it was opened, to tell whether it has changed since. */
  base: string;
}

const PREFIX = 'page-editor-draft:';

/** A short fingerprint of a value (FNV-1a over its JSON): enough to notice a change. */
export function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value) ?? '') {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  'value' in value &&
  typeof (value as Draft).savedAt === 'number' &&
  typeof (value as Draft).base === 'string';

export function draftStore(storage: Storage) {
  const key = (file: string) => PREFIX + file;
  let failing = false;
  const listeners = new Set<() => void>();
  const setFailing = (now: boolean) => {
    if (now === failing) return;
    failing = now;
    for (const listener of listeners) listener();
  };
  return {
    read(file: string): Draft | undefined {
      const text = storage.getItem(key(file));
      if (text === null) return undefined;
      try {
        const draft: unknown = JSON.parse(text);
        if (isDraft(draft)) return draft;
      } catch {
        // Not a draft this editor wrote; it can hold nothing to restore.
      }
      storage.removeItem(key(file));
      return undefined;
    },
    /** False when the browser would not keep it (its storage is full or switched off). */
    write(file: string, draft: Draft): boolean {
      try {
        storage.setItem(key(file), JSON.stringify(draft));
        setFailing(false);
        return true;
      } catch {
        setFailing(true);
        return false;
      }
    },
    /** Whether the last draft written was refused, for the editor to warn while it is so. */
    failing: () => failing,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(file: string) {
      storage.removeItem(key(file));
    },
  };
}

export type DraftStore = ReturnType<typeof draftStore>;

/** "today at 13:45" or "on 27 Nov at 09:12", in the marketer's own time zone. */
export function draftTime(savedAt: number, now: number = Date.now()): string {
  const when = new Date(savedAt);
  const time = when.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (when.toDateString() === new Date(now).toDateString()) return `today at ${time}`;
  const day = when.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return `on ${day} at ${time}`;
}
