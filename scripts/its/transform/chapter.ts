import type { Section, SourceText } from '../types.ts';
import { toBlocks } from '../parse/blocks.ts';
import { createIdRegistry, slugify } from '../../../src/lib/slug.ts';
import { titleCase } from './display.ts';
import { rich } from './rich-text.ts';
import type { RecordSection, RichText, WikiLinker } from './types.ts';

/** A chapter of rules (basic norms, tournament rules, Season 10, extras…). */
export interface ChapterRecord {
  type: 'chapter';
  id: string;
  slug: string;
  title: string;
  page: number;
  line: number;
  heading?: RichText;
  sections: RecordSection[];
}

/**
 * Source tables extracted one cell per line: the header cell that opens each, its column count
 * and its cell count. Their cells become rows instead of paragraphs.
 */
const TABLES: { first: string; columns: number; cells: number }[] = [
  { first: 'TIPO DE TORNEO', columns: 4, cells: 16 },
  { first: 'TIPO DE VICTORIA', columns: 3, cells: 15 },
  { first: 'MOV', columns: 9, cells: 18 },
];
/** Tables printed one row per line (`PARTICIPANTES 4-8 9-16 17+`): split at spaces, the label first. */
const ROW_TABLES: { first: RegExp; rows: number }[] = [{ first: /^PARTICIPANTES /, rows: 2 }];

/** Chapter slugs drop the `ITS:` prefix: `/its/reglas/normas-basicas/`. */
export function chapterSlug(title: string): string {
  return slugify(title.replace(/^ITS: /, ''));
}

export function transformChapter(
  section: Section,
  link: WikiLinker,
  extra: SourceText[] = [],
): ChapterRecord {
  const slug = chapterSlug(section.entry.title);
  const ids = createIdRegistry();
  const paragraphs = [...section.paragraphs, ...extra];
  const record: ChapterRecord = {
    type: 'chapter',
    id: slug,
    slug,
    title: titleCase(section.entry.title.replace(/^ITS: /, '')),
    page: section.entry.page,
    line: section.headingLine ?? section.entry.line,
    sections: [],
  };
  const blocks = toBlocks(paragraphs);
  blocks.forEach((b, k) => {
    if (k === 0 && b.heading && b.heading.text.startsWith(section.entry.title.toUpperCase())) {
      record.heading = rich(b.heading, link, new Set());
      record.sections.push({ id: ids('introduccion'), title: 'Introducción', paragraphs: [] });
    } else if (b.heading) {
      const id = ids(b.heading.text);
      record.sections.push({
        id,
        title: titleCase(b.heading.text),
        heading: rich(b.heading, link, new Set()),
        paragraphs: [],
      });
    } else if (record.sections.length === 0)
      record.sections.push({ id: ids('introduccion'), title: 'Introducción', paragraphs: [] });
    const sec = record.sections[record.sections.length - 1]!;
    const seen = new Set<string>();
    for (let i = 0; i < b.paragraphs.length; i++) {
      sec.paragraphs.push(rich(b.paragraphs[i]!, link, seen));
    }
  });
  extractTables(record);
  return record;
}

/** Moves the cells of known tables out of the paragraphs into `tables` (rows of cells). */
function extractTables(record: ChapterRecord): void {
  // Headings are cells too (`TIPO DE TORNEO` is a caps line): rebuild the flat cell list per chapter.
  const flat: { sec: RecordSection; kind: 'heading' | 'p'; index: number; text: RichText }[] = [];
  for (const sec of record.sections) {
    if (sec.heading) flat.push({ sec, kind: 'heading', index: -1, text: sec.heading });
    sec.paragraphs.forEach((p, index) => flat.push({ sec, kind: 'p', index, text: p }));
  }
  const plainOf = (t: RichText) => t.segments.map((s) => s.text).join('');
  for (const spec of TABLES) {
    const at = flat.findIndex((c) => plainOf(c.text) === spec.first);
    if (at < 0) continue;
    const cells = flat.slice(at, at + spec.cells);
    const rows: RichText[][] = [];
    for (let i = 0; i < cells.length; i += spec.columns)
      rows.push(cells.slice(i, i + spec.columns).map((c) => c.text));
    const home = cells[0]!.sec;
    (home.tables ??= []).push(rows);
    for (const c of cells) {
      if (c.kind === 'heading') delete c.sec.heading;
      else c.sec.paragraphs[c.index] = undefined as unknown as RichText;
    }
  }
  for (const spec of ROW_TABLES) {
    // The rows are caps lines, so they may have become headings: look at every cell.
    const at = flat.findIndex((c) => spec.first.test(plainOf(c.text)));
    if (at < 0) continue;
    const cells = flat.slice(at, at + spec.rows);
    const home = cells[0]!.sec;
    (home.tables ??= []).push(cells.map((c) => splitRow(c.text)));
    for (const c of cells) {
      if (c.kind === 'heading') delete c.sec.heading;
      else c.sec.paragraphs[c.index] = undefined as unknown as RichText;
    }
  }
  for (const sec of record.sections) sec.paragraphs = sec.paragraphs.filter(Boolean);
  // A section whose heading became a table cell is no section: its text goes to the one before.
  const kept: RecordSection[] = [];
  for (const sec of record.sections) {
    const prev = kept[kept.length - 1];
    if (!sec.heading && sec.id !== 'introduccion' && prev) {
      prev.paragraphs.push(...sec.paragraphs);
      if (sec.tables) (prev.tables ??= []).push(...sec.tables);
    } else kept.push(sec);
  }
  record.sections = kept;
}

/** `RONDAS DE TORNEO 3 4 5` → [`RONDAS DE TORNEO`, `3`, `4`, `5`], each cell keeping its span. */
function splitRow(p: RichText): RichText[] {
  const text = p.segments.map((s) => s.text).join('');
  const span = p.src[0]!;
  // The label is every word up to the first number-like value (`4-8`, `17+`, `3`).
  const m = text.match(/^(.+?) ((?:\d[\d+-]* ?)+)$/);
  if (!m || p.src.length !== 1) return [p];
  const cells: RichText[] = [
    {
      segments: [{ text: m[1]! }],
      src: [{ line: span.line, start: span.start, end: span.start + m[1]!.length }],
    },
  ];
  let offset = m[1]!.length + 1;
  for (const v of m[2]!.split(' ')) {
    if (v)
      cells.push({
        segments: [{ text: v }],
        src: [{ line: span.line, start: span.start + offset, end: span.start + offset + v.length }],
      });
    offset += v.length + 1;
  }
  return cells;
}
