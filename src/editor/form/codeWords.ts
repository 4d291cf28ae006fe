/**
 * Words a marketer cannot act on in a label or help line: the code's names for things (keys,
 * constants, files) and JSON's own values and brackets. A site address (/bitcoin, #faq,
 * /icons/tokens/btc.svg) is what a marketer types, so it is not one.
 */
const CODE_WORDS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a key in camelCase', pattern: /\b[a-z]+[A-Z][A-Za-z]*\b/g },
  { name: 'a CONSTANT', pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g },
  { name: 'a code file', pattern: /[\w./-]*\.(?:json|tsx?|jsx?|mjs|md|ya?ml)\b/g },
  {
    name: 'a dotted key',
    pattern:
      /\b[a-z]{2,}\.(?!(?:json|tsx?|jsx?|mjs|md|ya?ml|svg|png|jpe?g|webp|avif|gif)\b)[a-z]{2,}\w*/g,
  },
  { name: 'a JSON value', pattern: /\b(?:true|false|null)\b/g },
  { name: 'a bracket', pattern: /[[\]{}<>]/g },
  { name: 'a quoted key', pattern: /"[a-z]+[A-Za-z]*"/g },
  { name: 'a code name', pattern: /\b(?:href|slugs?|h[1-6]|enum|const|schema|API)\b/g },
];

/** The code words in a line of text, each with what kind of word it is. */
export function codeWordsIn(text: string): string[] {
  return CODE_WORDS.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map((match) => `${match[0]} (${name})`),
  );
}
