import type { ReactNode } from 'react';

/** The spec's toast constants (section 9). */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastContent {
  title: string;
  description?: ReactNode;
  /** Overrides the 5000 ms default; Infinity keeps the toast until it is dismissed. */
  durationMs?: number;
  /**
   * Toasts with the same key are the same message. A toast whose description is text is
   * keyed by its title and description without this; one with markup needs it to collapse.
   */
  dedupeKey?: string;
}

export interface ToastEntry extends ToastContent {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

function identityOf({ title, description, dedupeKey }: ToastContent): string | undefined {
  if (dedupeKey) return `key:${dedupeKey}`;
  if (description === undefined || typeof description === 'string') {
    return `text:${title}\n${description ?? ''}`;
  }
  return undefined;
}

/**
 * Toasts outside React, so any code (a wallet callback, a failed request) can raise one.
 * Newest first; beyond the limit the oldest drops off; a repeat of an open toast raises it
 * instead of adding another. A dismissed toast stays in the list,
 * closed, until the removal delay passes, which lets its exit animation finish.
 */
export function createToastStore() {
  let entries: readonly ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = (next: readonly ToastEntry[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };

  const remove = (id: string) => {
    removalTimers.delete(id);
    publish(entries.filter((entry) => entry.id !== id));
  };

  const dismiss = (id: string) => {
    if (!entries.some((entry) => entry.id === id && entry.open)) return;
    removalTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
    );
    publish(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  };

  const toast = (content: ToastContent): ToastHandle => {
    const key = identityOf(content);
    const same = key && entries.find((entry) => entry.open && identityOf(entry) === key);
    if (same) {
      // Five clicks on a button with nothing behind it are one message, not five stacked.
      publish([same, ...entries.filter((entry) => entry !== same)]);
      return { id: same.id, dismiss: () => dismiss(same.id) };
    }
    counter += 1;
    const id = `toast-${counter}`;
    const kept = [{ ...content, id, open: true }, ...entries].slice(0, TOAST_LIMIT);
    for (const dropped of entries.filter((entry) => !kept.includes(entry))) {
      clearTimeout(removalTimers.get(dropped.id));
      removalTimers.delete(dropped.id);
    }
    publish(kept);
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    toast,
    dismiss,
    getToasts: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The one store the site's toaster shows. */
export const siteToasts = createToastStore();

export const toast = siteToasts.toast;
