import type { Correction } from '../clean/corrections.ts';
import type { RichText, Segment } from '../transform/types.ts';

type Mark = Extract<Correction, { kind: 'mark' }>;

/** Every rich text inside `value` (records, their sections, cards' fields), depth first. */
function* richTexts(value: unknown): Generator<RichText> {
  if (Array.isArray(value)) for (const v of value) yield* richTexts(v);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.segments) && Array.isArray(o.src)) yield o as unknown as RichText;
    else for (const v of Object.values(o)) yield* richTexts(v);
  }
}

/** Splits the segment holding `mark.find` so those words carry the note; false if none holds them. */
function markText(t: RichText, mark: Mark): boolean {
  if (!t.src.some((s) => s.line === mark.line)) return false;
  const k = t.segments.findIndex((s) => s.note === undefined && s.text.includes(mark.find));
  if (k < 0) return false;
  const s = t.segments[k]!;
  const at = s.text.indexOf(mark.find);
  const part = (text: string, extra: Partial<Segment> = {}): Segment[] =>
    text ? [{ ...(s.href ? { href: s.href } : {}), text, ...extra }] : [];
  t.segments.splice(
    k,
    1,
    ...part(s.text.slice(0, at)),
    ...part(mark.find, { note: mark.note }),
    ...part(s.text.slice(at + mark.find.length)),
  );
  return true;
}

/**
 * Applies the reviewed `mark` corrections to the built records: the printed words stay, the page
 * shows the note beside them. Returns the marks that found nothing, to warn about.
 */
export function applyMarks(records: unknown, corrections: Correction[]): Mark[] {
  const marks = corrections.filter((c): c is Mark => c.kind === 'mark');
  const texts = [...richTexts(records)];
  return marks.filter((m) => !texts.some((t) => markText(t, m)));
}
