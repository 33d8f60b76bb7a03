import { slugify } from './slug.ts';

/**
 * Pages that list everything (every rule, every ruling) grow with the wiki, too heavy for a phone
 * on a whole-wiki dump (docs/figures.md). They list groups instead:
 * one per initial letter, a letter cut into parts of at most `max` entries, so no list page
 * grows past `max` entries however large the wiki gets.
 */
export interface LetterGroup<T> {
  /** URL segment: `a`, `a-2` for the second part of A, `0` for titles that start with no letter. */
  key: string;
  /** What the index shows: `A`, `A (2)`, `0–9`. */
  label: string;
  items: T[];
}

/** Titles that start with a digit or a sign (`🔥`, `360° Visor`) share one group. */
const OTHER = '0';

/** The letter a title is listed under: its slug's first character (Á → a, Ñ → n). */
export function initialOf(title: string): string {
  const first = slugify(title).charAt(0);
  return first >= 'a' && first <= 'z' ? first : OTHER;
}

/**
 * `items` (already in reading order) grouped by initial, letters in alphabetical order, the
 * other group first; a letter with more than `max` items becomes parts `a`, `a-2`, … in order.
 */
export function letterGroups<T>(
  items: readonly T[],
  titleOf: (item: T) => string,
  max: number,
): LetterGroup<T>[] {
  if (!Number.isInteger(max) || max < 1) throw new Error(`max debe ser un entero ≥ 1: ${max}`);
  const byLetter = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(titleOf(item));
    const list = byLetter.get(letter) ?? [];
    list.push(item);
    byLetter.set(letter, list);
  }
  const groups: LetterGroup<T>[] = [];
  for (const letter of [...byLetter.keys()].sort()) {
    const list = byLetter.get(letter)!;
    const parts = Math.ceil(list.length / max);
    const name = letter === OTHER ? '0–9' : letter.toUpperCase();
    for (let part = 0; part < parts; part++)
      groups.push({
        key: part === 0 ? letter : `${letter}-${part + 1}`,
        label: parts === 1 ? name : `${name} (${part + 1})`,
        items: list.slice(part * max, (part + 1) * max),
      });
  }
  return groups;
}

/** What an index shows of a group (`GroupList`): its key, label, first and last title, size. */
export function groupSummary<T>(group: LetterGroup<T>, titleOf: (item: T) => string) {
  return {
    key: group.key,
    label: group.label,
    first: titleOf(group.items[0]!),
    last: titleOf(group.items.at(-1)!),
    count: group.items.length,
  };
}
