/**
 * What a save or a rename just did, said on the page it is about. The editor reloads when the
 * content folder changes, and a rename or a save that moves links can change it more than
 * once, so the word is kept in the tab for a minute rather than read once and lost to the
 * second reload.
 */
export const KEPT_FOR_MS = 60_000;

interface Kept {
  file: string;
  message: string;
  at: number;
}

export function keepMessage(key: string, file: string, message: string, now = Date.now()) {
  const kept: Kept = { file, message, at: now };
  sessionStorage.setItem(key, JSON.stringify(kept));
}

/** The message kept under `key` for this file, while it is recent; otherwise ''. */
export function keptMessage(key: string, file: string, now = Date.now()): string {
  let kept: Partial<Kept> | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Kept> | null;
  } catch {
    return '';
  }
  if (!kept || kept.file !== file || typeof kept.message !== 'string') return '';
  const age = now - (kept.at ?? 0);
  return age >= 0 && age < KEPT_FOR_MS ? kept.message : '';
}
