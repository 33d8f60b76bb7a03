/** Repairs of running text whose line breaks were lost in extraction. */

const UPPER = 'A-ZÁÉÍÓÚÜÑ';
const LOWER = 'a-záéíóúüñ';

/**
 * Splits a line where a sentence ends and the next starts with no space ("…facción.+1 ND…",
 * "…herido.Cooperar:"): each glued boundary was a line break in the original.
 */
export function splitGluedSentences(text: string): string[] {
  return text
    .split(new RegExp(`(?<=[${LOWER}\\d)"”]\\.)(?=[${UPPER}+¡¿])`, 'u'))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export interface Collapsed {
  items: string[];
  /** One entry per collapsed run: where it started, the unit and how many times it ran. */
  runs: { index: number; unit: string[]; times: number }[];
}

/**
 * Collapses consecutive repetitions of a run of up to `maxUnit` items (A A A → A; A B A B A → A B),
 * including a trailing partial copy of the unit (A B A B A → A B). Runs of one item repeated once
 * (A A) are collapsed too; so is a last copy cut short ("A. B." ×6 then "A."): the source never states anything twice in a row on purpose.
 */
export function collapseRepeats(items: string[], maxUnit = 4): Collapsed {
  const out: string[] = [];
  const runs: Collapsed['runs'] = [];
  let i = 0;
  while (i < items.length) {
    let best: { k: number; times: number; partial: number } | undefined;
    for (let k = 1; k <= maxUnit && i + 2 * k <= items.length; k++) {
      let times = 1;
      while (i + (times + 1) * k <= items.length && sameRun(items, i, i + times * k, k)) times++;
      if (times < 2) continue;
      let partial = 0;
      const tail = i + times * k;
      while (
        partial < k - 1 &&
        tail + partial < items.length &&
        items[tail + partial] === items[i + partial]
      )
        partial++;
      // The copy may also stop mid-item: "A. B." repeated, then a last "A." cut short.
      const cut = items[tail + partial];
      if (partial < k && cut && items[i + partial]!.startsWith(cut)) partial++;
      const covered = times * k + partial;
      if (!best || covered > best.times * best.k + best.partial) best = { k, times, partial };
    }
    if (best) {
      const unit = items.slice(i, i + best.k);
      out.push(...unit);
      runs.push({ index: i, unit, times: best.times + (best.partial > 0 ? 1 : 0) });
      i += best.times * best.k + best.partial;
    } else {
      out.push(items[i]!);
      i++;
    }
  }
  return { items: out, runs };
}

function sameRun(items: string[], a: number, b: number, k: number): boolean {
  for (let j = 0; j < k; j++) if (items[a + j] !== items[b + j]) return false;
  return true;
}

/**
 * A bold label glued to its text at the start of a line: "SaludDaño hasta…" → ["Salud", "Daño
 * hasta…"], "AP NIgnora…" → ["AP N", "Ignora…"]. The label is short (at most 16 characters); the
 * glue is a capital followed by a lower-case letter right after a non-space character.
 */
export function splitGluedTerm(text: string): { term: string; text: string } | null {
  const m = new RegExp(`^(\\S[^\\n]{0,14}?[^\\s(])(?=[${UPPER}][${LOWER}])`, 'u').exec(text);
  if (!m) return null;
  const term = m[1]!;
  // Mixed-case abbreviations such as "LdV" or "FdC" end a word: they are no glue.
  if (/[.,:;]$/.test(term)) return null;
  return { term, text: text.slice(term.length).trim() };
}
