import type { SourceText, Span } from './types.ts';

/** Joins two texts the way the PDF meant them: one space between, spans in reading order. */
export function joinText(a: SourceText, b: SourceText): SourceText {
  return { text: `${a.text} ${b.text}`, src: [...a.src, ...b.src], page: a.page };
}

/**
 * Cuts `[from, to)` out of a text built from spans, trimming spaces, and maps it back to spans.
 * Returns undefined when only whitespace is left, so callers never carry empty pieces.
 */
export function sliceText(
  t: SourceText,
  from: number,
  to: number = t.text.length,
): SourceText | undefined {
  while (from < to && /\s/.test(t.text[from]!)) from++;
  while (to > from && /\s/.test(t.text[to - 1]!)) to--;
  if (from >= to) return undefined;
  const src: Span[] = [];
  let offset = 0;
  for (const span of t.src) {
    const len = span.end - span.start;
    const a = Math.max(from, offset);
    const b = Math.min(to, offset + len);
    if (a < b)
      src.push({ line: span.line, start: span.start + a - offset, end: span.start + b - offset });
    offset += len + 1; // the joining space
  }
  return { text: t.text.slice(from, to), src, page: t.page };
}

/** Splits a text at each match of `re` (global), keeping the matched separator out of the pieces. */
export function splitText(t: SourceText, re: RegExp): SourceText[] {
  const pieces: SourceText[] = [];
  let last = 0;
  for (const m of t.text.matchAll(re)) {
    const piece = sliceText(t, last, m.index);
    if (piece) pieces.push(piece);
    last = m.index + m[0].length;
  }
  const tail = sliceText(t, last);
  if (tail) pieces.push(tail);
  return pieces;
}
