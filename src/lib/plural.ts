/**
 * Spanish number, for names only: the wiki links «Tropas», «Críticos», «Órdenes Coordinadas»
 * and «Ataques CC» as often as «Tropa», «Crítico», «Orden Coordinada» and «Ataque CC». A name and
 * its plural are one rule; these helpers say which slugs could be the singular of a slug, and the
 * resolver accepts one only when another name of the site has exactly that slug. So a wrong
 * guess («detalles» → «detall») matches nothing and costs nothing.
 */

/** Words shorter than this are never read as plurals: «de», «y», «cc», «ora», «las». */
const MIN_PLURAL = 4;

/**
 * Singulars a slug word may have (accents already folded): «luces» → «luz», «ordenes» →
 * «orden», «tropas» → «tropa». Both «-es» and «-s» are offered: «habilidades» → «habilidad»
 * but «detalles» → «detalle».
 */
export function singularWords(word: string): string[] {
  if (word.length < MIN_PLURAL || !word.endsWith('s') || /\d/.test(word)) return [];
  const out: string[] = [];
  if (word.endsWith('ces')) out.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  out.push(word.slice(0, -1));
  return out;
}

/** At most this many singular forms of one name (a long title could otherwise explode). */
const MAX_FORMS = 64;

/**
 * Slugs a name's slug may have in the singular, each word singular or as written, the slug
 * itself excluded: «tiradas-de-salvacion» → «tirada-de-salvacion» (and «tirad-de-salvacion»,
 * which nothing will match). Ordered: fewest words changed first.
 */
export function singularKeys(key: string): string[] {
  const words = key.split('-');
  let forms: { words: string[]; changed: number }[] = [{ words: [], changed: 0 }];
  for (const word of words) {
    const next: typeof forms = [];
    for (const form of forms) {
      next.push({ words: [...form.words, word], changed: form.changed });
      for (const singular of singularWords(word))
        next.push({ words: [...form.words, singular], changed: form.changed + 1 });
    }
    forms = next.slice(0, MAX_FORMS);
  }
  return forms
    .filter((form) => form.changed > 0)
    .sort((a, b) => a.changed - b.changed)
    .map((form) => form.words.join('-'));
}

const VOWEL = /[aeiouáéíóúü]/u;
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const PLAIN: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** Index of the last vowel of `word` before position `before`, or -1. */
function lastVowel(word: string, before = word.length): number {
  for (let i = before - 1; i >= 0; i--) if (VOWEL.test(word[i]!)) return i;
  return -1;
}

/**
 * «-es» with the accent it moves: a stressed last syllable loses its written accent («munición»
 * → «municiones»); a word ending in «-n» with no accent is stressed on the syllable before,
 * which the plural marks («orden» → «órdenes», «imagen» → «imágenes»).
 */
function withEs(word: string): string {
  const last = lastVowel(word);
  const mark = word[last]!;
  if (PLAIN[mark]) return `${word.slice(0, last)}${PLAIN[mark]}${word.slice(last + 1)}es`;
  if (word.endsWith('n') && !/[áéíóú]/u.test(word)) {
    let i = last;
    while (i > 0 && VOWEL.test(word[i - 1]!)) i--; // the last syllable's vowels
    const before = lastVowel(word, i);
    const accented = before >= 0 ? ACCENTED[word[before]!] : undefined;
    if (accented) return `${word.slice(0, before)}${accented}${word.slice(before + 1)}es`;
  }
  return `${word}es`;
}

/**
 * The other way, for prose (pipeline/shared/term-matcher.ts): a lowercase word and its Spanish plurals,
 * with the accent the plural moves: «tropa» → «tropas», «luz» → «luces», «bisturí» → «bisturís», «bisturíes».
 */
export function wordForms(word: string): string[] {
  // «crisis», «mandos», «inmovilizado-a», «x-1»: no plural ending to add.
  if (!/^\p{L}{2,}$/u.test(word) || word.endsWith('s') || lastVowel(word) < 0) return [word];
  if (word.endsWith('z')) return [word, `${word.slice(0, -1)}ces`];
  if (/[aeiou]$/u.test(word)) return [word, `${word}s`];
  if (/[áéíóú]$/u.test(word)) return [word, `${word}s`, `${word}es`];
  // «token» → «tokens», «habilidad» → «habilidades».
  return [word, `${word}s`, withEs(word)];
}
