/**
 * What a rename just did, said on the page it is about. A rename opens the page at its new
 * file, a new document, which may be opened again before it has shown the word (a back and
 * forth, a second tab's link), so the word is kept in the tab for a minute rather than read
 * once.
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
