import { useSyncExternalStore } from 'react';
import { siteToasts, type ToastEntry } from './toastStore';

const noToasts: readonly ToastEntry[] = [];
const serverToasts = () => noToasts;

/**
 * `const { toast } = useToast(); toast({ title, description })` shows a notification;
 * the returned handle's `dismiss()` closes it early.
 */
export function useToast() {
  const toasts = useSyncExternalStore(siteToasts.subscribe, siteToasts.getToasts, serverToasts);
  return { toasts, toast: siteToasts.toast, dismiss: siteToasts.dismiss };
}
