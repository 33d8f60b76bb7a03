import type { SourceText } from '../../types.ts';
import { sliceText } from '../../text.ts';

/** A league round's forces, lifted out of the card's paragraphs. */
export interface ForcesText {
  /** One text per side (`BANDO A: 100 puntos.`). */
  forces: SourceText[];
  /** `FUERZAS` printed before the forces: a label. */
  labels: SourceText[];
  /** The paragraphs without them. */
  rest: SourceText[];
}

/**
 * Forces of a league round (`FUERZAS BANDO A: 100 puntos. BANDO B: 100 puntos.`), wherever the
 * columns put them: read before the caps split takes `BANDO A: 100` for a heading.
 */
export function takeForces(paragraphs: SourceText[]): ForcesText {
  const out: ForcesText = { forces: [], labels: [], rest: [] };
  for (const p of paragraphs) {
    const m = p.text.match(/^(FUERZAS )?(?=BANDO [AB]: \d+ puntos)/i);
    if (!m) {
      out.rest.push(p);
      continue;
    }
    if (m[1]) out.labels.push(sliceText(p, 0, m[1].length)!);
    out.forces.push(...splitBefore(sliceText(p, m[0].length)!, /(?=\bBANDO [AB]: \d+ puntos)/gi));
  }
  return out;
}

/** Splits a text before each match of `re` (global, zero-width), keeping every character. */
function splitBefore(t: SourceText, re: RegExp): SourceText[] {
  const cuts = [...t.text.matchAll(re)].map((m) => m.index).filter((i) => i > 0);
  return [0, ...cuts]
    .map((from, k) => sliceText(t, from, cuts[k] ?? t.text.length))
    .filter((x): x is SourceText => x !== undefined);
}
