/**
 * Matching form of a text: lowercase, accents and the tilde of ñ dropped ("Daño" → "dano"),
 * so that players who type without accents find the same words. Display keeps the original.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of a text, in order, as written: runs of letters and digits. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One comparable key for a whole phrase: folded words joined by single spaces. */
export function phraseKey(text: string): string {
  return words(fold(text)).join(' ');
}

/**
 * The key a whole query and a name meet by: the phrase's, with a level or value that ends a word
 * apart from the letters before it, as profiles print it («IMP-2», «imp2» and «imp 2» alike).
 */
export function nameKey(text: string): string {
  return phraseKey(text).replace(/(\p{L})(?=\p{N}+(?![\p{L}\p{N}]))/gu, '$1 ');
}
