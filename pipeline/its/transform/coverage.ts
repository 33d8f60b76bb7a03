import type { CleanLine, Span } from '../types.ts';
import type { WarnAt } from '../../shared/problem.ts';

export interface Coverage {
  /** Sentences whose every letter and digit is covered exactly once. */
  sentencesCovered: number;
  sentences: number;
  /** Sentences missing from every record or present twice, with their line, for warnings. */
  missing: { line: number; text: string }[];
  duplicated: { line: number; text: string }[];
}

/** Sentence ends and bullets split the reference text into sentences. */
export const SENTENCE = /[^.!?•]+[.!?]*/g;
export const CONTENT = /[\p{L}\p{N}]/u;

/** Every `src` span found anywhere in the generated records. */
export function collectSpans(value: unknown, out: Span[] = []): Span[] {
  if (Array.isArray(value)) for (const v of value) collectSpans(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.src) && o.src.every((s) => s && typeof s === 'object' && 'line' in s))
      out.push(...(o.src as Span[]));
    for (const [k, v] of Object.entries(o)) if (k !== 'src') collectSpans(v, out);
  }
  return out;
}

/**
 * Proves each sentence of the cleaned source lands exactly once in the records: counts, per
 * character of each line, how many record spans cover it; a sentence is covered when each of its
 * letters and digits is covered once.
 */
export function computeCoverage(lines: CleanLine[], records: unknown): Coverage {
  const counts = new Map<number, Uint8Array>();
  for (const l of lines) counts.set(l.line, new Uint8Array(l.text.length));
  for (const s of collectSpans(records)) {
    const c = counts.get(s.line);
    if (!c) continue;
    for (let i = s.start; i < s.end && i < c.length; i++) c[i]! += 1;
  }
  const result: Coverage = { sentencesCovered: 0, sentences: 0, missing: [], duplicated: [] };
  for (const l of lines) {
    const c = counts.get(l.line)!;
    for (const m of l.text.matchAll(SENTENCE)) {
      const chars = [...m[0]]
        .map((ch, k) => ({ ch, n: c[m.index + k]! }))
        .filter((x) => CONTENT.test(x.ch));
      if (chars.length === 0) continue;
      result.sentences++;
      if (chars.every((x) => x.n === 1)) result.sentencesCovered++;
      else if (chars.some((x) => x.n > 1))
        result.duplicated.push({ line: l.line, text: m[0].trim() });
      else result.missing.push({ line: l.line, text: m[0].trim() });
    }
  }
  return result;
}

/** The first sentences missing from every record, then those shown twice, each a warning with its line. */
export function warnCoverage(coverage: Coverage, warn: WarnAt, most = 15): void {
  for (const m of coverage.missing.slice(0, most))
    warn(m.line, `frase sin página: «${m.text.slice(0, 80)}»`);
  for (const m of coverage.duplicated.slice(0, most))
    warn(m.line, `frase en dos páginas: «${m.text.slice(0, 80)}»`);
}
