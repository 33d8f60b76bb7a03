import type { CleanLine, SourceText } from '../types.ts';
import { removeNoise, type NoiseKind } from './noise.ts';
import { rejoinSentences } from './rejoin.ts';
import { applyJoins, applyReplacements, type Correction } from './corrections.ts';

export interface CleanResult {
  /** Body lines after noise removal and corrections: the reference for coverage. */
  lines: CleanLine[];
  /** Paragraphs in reading order, split sentences rejoined. */
  paragraphs: SourceText[];
  noise: Record<NoiseKind, number>;
  joins: number;
  /** Corrections that matched nothing (the source or the cleaners changed): to warn about. */
  unusedCorrections: Correction[];
}

/** The clean stage: noise out, reviewed replacements in, one paragraph per line, sentences rejoined. */
export function clean(
  raw: string[],
  firstBodyLine: number,
  firstPage: number,
  corrections: Correction[],
): CleanResult {
  // 1. Drop page numbers, running headers, letter-spaced map labels, measurements, doubled words.
  const { lines, noise } = removeNoise(raw, firstBodyLine, firstPage);
  // 2. Reviewed fixes of single lines.
  const unusedReplace = applyReplacements(lines, corrections);
  // 3. Each extracted line is one paragraph of one column.
  const paragraphs: SourceText[] = lines.map((l) => ({
    text: l.text,
    src: [{ line: l.line, start: 0, end: l.text.length }],
    page: l.page,
  }));
  // 4. Reviewed joins first (they are exact), then the generic lowercase-continuation rejoin.
  const unusedJoin = applyJoins(paragraphs, corrections);
  const rejoined = rejoinSentences(paragraphs);
  return {
    lines,
    paragraphs: rejoined.paragraphs,
    noise,
    joins: rejoined.joins,
    unusedCorrections: [...unusedReplace, ...unusedJoin],
  };
}
