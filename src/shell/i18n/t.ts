import { englishStrings, type TranslationKey } from './strings';

const sections: Record<string, Record<string, string> | undefined> = englishStrings;

/**
 * The English text for 'section.key'. A key without exactly two dot-separated parts, or one
 * the table lacks, shows as the key itself (so the gap is visible rather than blank) and
 * logs a warning, as the spec asks.
 */
export function t(key: TranslationKey): string {
  const parts = key.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) {
    console.warn(`Translation key "${key}" needs the form "section.key".`);
    return key;
  }
  const [section, name] = parts as [string, string];
  const text = Object.hasOwn(sections, section) ? sections[section]?.[name] : undefined;
  if (text === undefined) {
    console.warn(`Translation key "${key}" has no English text.`);
    return key;
  }
  return text;
}
