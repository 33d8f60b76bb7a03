/**
 * URL slug of a title: lowercase ASCII, accents stripped, ñ→n, every run of other characters
 * becomes one hyphen. Forum posts link to these URLs, so this rule must never change.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out unique ids within one page: the second "Ejemplo" becomes "ejemplo-2".
 * Ids depend on the text only, so they survive rebuilds and reordering of unrelated boxes.
 */
export function createIdRegistry(): (text: string, fallback?: string) => string {
  const seen = new Map<string, number>();
  return (text, fallback = 'seccion') => {
    const base = slugify(text) || fallback;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
