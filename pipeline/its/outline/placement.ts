import type { CleanLine, Span } from '../types.ts';
import { collectSpans, CONTENT, SENTENCE } from '../transform/coverage.ts';
import { plain } from '../transform/rich-text.ts';
import { titleCase } from '../transform/display.ts';
import type { RichText, SectionBlock } from '../transform/types.ts';
import type { ChapterRecord } from './arrange.ts';
import { itemEntry, parseEntry, type Outline, type OutlineItem } from './schema.ts';

/** How much of the chapters' text sits where the printed outline puts it. */
export interface Placement {
  /** Sentences of the source that the chapter pages show. */
  sentences: number;
  /** Of those, sentences shown whole. */
  present: number;
  /** Of those, sentences shown whole under the heading and in the place the outline gives them. */
  placed: number;
  /** Each difference between a page and the outline, with the chapter it is on. */
  problems: { chapter: string; line?: number; message: string }[];
}

/** What a page shows, item by item: a paragraph, a list item, a table, a mode's cards. */
interface Shown {
  kind: 'p' | 'li' | 'table' | 'cards' | 'label';
  ordered?: boolean;
  /** The words the item starts with (the table's caption or first cell). */
  text: string;
  spans: Span[];
}

function shownItems(body: SectionBlock[]): Shown[] {
  return body.flatMap((b): Shown[] => {
    if (b.kind === 'p') return [{ kind: 'p', text: plain(b.text), spans: b.text.src }];
    if (b.kind === 'list')
      return b.items.map((t) => ({ kind: 'li', ordered: b.ordered, text: plain(t), spans: t.src }));
    if (b.kind === 'cards') return [{ kind: 'cards', text: b.mode, spans: [] }];
    // A mission rule's sub-heading: no chapter outline names one, so it is reported if it appears.
    if (b.kind === 'label') return [{ kind: 'label', text: plain(b.text), spans: b.text.src }];
    const first: RichText | undefined = b.caption ?? b.rows[0]?.[0];
    return [{ kind: 'table', text: first ? plain(first) : '', spans: collectSpans(b) }];
  });
}

/** Whether a shown item is the outline's item: same kind, same first words (an `n:` makes the next list numbered). */
function matches(item: OutlineItem, shown: Shown | undefined, numbered: boolean): boolean {
  if (!shown) return false;
  if (typeof item !== 'string') {
    if ('cards' in item) return shown.kind === 'cards' && shown.text === item.cards;
    return shown.kind === 'table' && shown.text.startsWith(item.table);
  }
  const e = itemEntry(item)!;
  if (shown.kind !== e.kind || !shown.text.startsWith(e.words)) return false;
  return e.kind !== 'li' || shown.ordered === numbered;
}

/**
 * Holds the generated chapters to the reviewed outline (`content/corrections/its-outline.json`): the
 * same headings in the same order, under each the same paragraphs, list items and tables in the same
 * order, no empty section and no heading the print does not have. Counts the source sentences the
 * pages show, and those shown under the right heading, from the records alone.
 */
export function checkPlacement(
  chapters: ChapterRecord[],
  outline: Outline,
  lines: CleanLine[],
  elsewhere: unknown = [],
): Placement {
  const problems: Placement['problems'] = [];
  const good: Span[] = [];
  for (const expected of outline.chapters) {
    const record = chapters.find((c) => c.slug === expected.slug);
    const problem = (message: string, line?: number) =>
      problems.push({ chapter: expected.slug, message, ...(line ? { line } : {}) });
    if (!record) {
      problem('no hay página para este capítulo');
      continue;
    }
    checkChapterHeading(record, expected.heading, problem, good);
    const extra = record.sections.slice(expected.sections.length);
    for (const s of extra)
      problem(`sección que el impreso no tiene: «${s.title}»`, s.heading?.src[0]?.line);
    expected.sections.forEach((sec, k) => {
      const got = record.sections[k];
      const title = sec.title ?? titleCase(parseEntry('h', sec.heading!).words);
      if (!got || got.title !== title) {
        problem(
          `la sección ${k + 1} debería ser «${title}» y es «${got?.title ?? '(ninguna)'}»`,
          got?.heading?.src[0]?.line,
        );
        return;
      }
      if (sec.heading) {
        if (got.heading && plain(got.heading).startsWith(parseEntry('h', sec.heading).words))
          good.push(...got.heading.src);
        else problem(`la sección «${title}» no lleva el encabezado impreso «${sec.heading}»`);
      }
      const shown = shownItems(got.body ?? []);
      // Old-style sections (paragraphs, tables) are shown too: they count as present, never as placed.
      const loose = [...got.paragraphs, ...(got.tables ?? []).flat(2)];
      if (shown.length === 0 && loose.length === 0) problem(`sección vacía: «${title}»`);
      for (const t of loose)
        problem(
          `«${plain(t).slice(0, 50)}» fuera del orden del impreso en «${title}»`,
          t.src[0]?.line,
        );
      let at = 0;
      let numbered = false;
      for (const item of sec.items) {
        const e = itemEntry(item);
        if (e?.kind === 'n') {
          numbered = true;
          continue;
        }
        if (matches(item, shown[at], numbered)) good.push(...shown[at]!.spans);
        else
          problem(
            `en «${title}» se esperaba «${typeof item === 'string' ? item : JSON.stringify(item)}» y hay «${shown[at]?.text.slice(0, 50) ?? '(nada)'}»`,
            shown[at]?.spans[0]?.line,
          );
        numbered = false;
        at++;
      }
      for (const s of shown.slice(at))
        problem(`en «${title}» sobra «${s.text.slice(0, 50)}»`, s.spans[0]?.line);
    });
  }
  return {
    ...countSentences(lines, collectSpans(chapters), good, collectSpans(elsewhere)),
    problems,
  };
}

/** The chapter's heading is the printed one; a chapter the print gives none shows none. */
function checkChapterHeading(
  record: ChapterRecord,
  printed: string | undefined,
  problem: (message: string, line?: number) => void,
  good: Span[],
) {
  if (printed === undefined) {
    if (record.heading)
      problem(
        `encabezado de capítulo que el impreso no tiene: «${plain(record.heading)}»`,
        record.line,
      );
    return;
  }
  if (record.heading && plain(record.heading).startsWith(parseEntry('h', printed).words))
    good.push(...record.heading.src);
  else problem(`el encabezado del capítulo no es «${printed}»`, record.line);
}

/**
 * Sentences touched by the chapters' spans; present when covered whole, placed when covered by
 * well-placed spans. Characters another page shows (a card name on the heading's line) are not the
 * chapters' to show.
 */
export function countSentences(
  lines: CleanLine[],
  all: Span[],
  good: Span[],
  other: Span[],
): Omit<Placement, 'problems'> {
  const byLine = new Map(lines.map((l) => [l.line, l]));
  const mark = (spans: Span[]) => {
    const m = new Map<number, Uint8Array>();
    for (const s of spans) {
      const l = byLine.get(s.line);
      if (!l) continue;
      const a = m.get(s.line) ?? m.set(s.line, new Uint8Array(l.text.length)).get(s.line)!;
      for (let i = s.start; i < s.end && i < a.length; i++) a[i] = 1;
    }
    return m;
  };
  const shown = mark(all);
  const placedMarks = mark(good);
  const others = mark(other);
  let sentences = 0;
  let present = 0;
  let placed = 0;
  for (const l of lines) {
    const a = shown.get(l.line);
    if (!a) continue;
    const b = placedMarks.get(l.line);
    const o = others.get(l.line);
    for (const m of l.text.matchAll(SENTENCE)) {
      const idx = [...m[0]].flatMap((ch, k) =>
        CONTENT.test(ch) && !o?.[m.index + k] ? [m.index + k] : [],
      );
      if (idx.length === 0 || !idx.some((i) => a[i])) continue;
      sentences++;
      if (idx.every((i) => a[i])) present++;
      if (b && idx.every((i) => b[i])) placed++;
    }
  }
  return { sentences, present, placed };
}
