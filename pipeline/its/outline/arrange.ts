import type { SourceText } from '../types.ts';
import { sliceText } from '../text.ts';
import { createIdRegistry } from '../../../src/lib/slug.ts';
import { titleCase } from '../transform/display.ts';
import { rich } from '../transform/rich-text.ts';
import type {
  ChapterRecord,
  RecordSection,
  RichText,
  SectionBlock,
  WikiLinker,
} from '../transform/types.ts';
import {
  itemEntry,
  parseEntry,
  type OutlineChapter,
  type OutlineItem,
  type OutlineSection,
  type TextEntry,
} from './schema.ts';
import { findPlaces, type Place } from './locate.ts';

export type { ChapterRecord };

/** What a cut of the pool is: the start of an outline entry, or whole paragraphs a table takes. */
interface Cut {
  place: Place;
  entry: TextEntry;
  /** Set for headings and numbers: the unit is exactly the entry's words; what follows is text of its own. */
  exact: boolean;
}

type Warn = (line: number | undefined, message: string, page?: string) => void;

/** A bullet, dash or space left at the end of a piece when the next item is cut off it. */
const TRAILING_MARKS = /[\s•\-–]+$/;

/** The whole paragraphs a table of the outline took from the pool. */
interface TakenTable {
  caption?: SourceText[];
  rows: SourceText[][];
}

/** A chapter's outline entries, parsed once so each is its own key. */
interface ChapterEntries {
  /** Undefined when the print gives the chapter no heading of its own. */
  heading: TextEntry | undefined;
  sections: SectionEntries[];
}

interface SectionEntries {
  heading: TextEntry | undefined;
  /** One per outline item, undefined for tables and pointers. */
  items: (TextEntry | undefined)[];
}

/** A piece of the pool and where it starts. */
interface Piece {
  at: Place;
  text: SourceText;
}

/** The pool as it is cut and arranged, shared by the steps of {@link arrangeChapters}. */
interface Arrangement {
  pool: SourceText[];
  link: WikiLinker;
  warn: Warn;
  /** The places entries already took, as `paragraph:offset`. */
  used: Set<string>;
  /** The paragraphs tables took whole. */
  taken: Set<number>;
  /** Where each paragraph is cut, by its index in the pool. */
  cuts: Map<number, Cut[]>;
  /** The unit each entry opens, filled once the pool is cut. */
  unitOf: Map<TextEntry, SourceText>;
  /** The section each unit went to: text the outline does not name follows it there. */
  sectionOfUnit: Map<SourceText, RecordSection>;
}

/**
 * Places the text of the rule chapters by the reviewed outline: each outline entry names the words a
 * heading, paragraph, list item or table starts with; the pool of paragraphs (in extraction order,
 * where the two columns are interleaved) is cut at those words and every piece goes under the heading
 * the outline gives it, in the outline's order. A piece the outline does not name stays after the
 * piece printed before it and is reported, so nothing is lost and nothing goes unnoticed.
 */
export function arrangeChapters(
  pool: SourceText[],
  chapters: OutlineChapter[],
  link: WikiLinker,
  warn: Warn,
  pageOf: (slug: string) => number,
): ChapterRecord[] {
  const a: Arrangement = {
    pool,
    link,
    warn,
    used: new Set(),
    taken: new Set(),
    cuts: new Map(),
    unitOf: new Map(),
    sectionOfUnit: new Map(),
  };
  // 1. Tables first: they take whole paragraphs (one cell per line), which no text entry may cut.
  const tables = takeTables(a, chapters);
  // 2. Every text entry marks where its unit starts.
  const entries = chapters.map(parseEntries);
  chapters.forEach((ch, c) => locateChapter(a, ch, entries[c]!));
  // 3. Cut each paragraph at its entries; text before the first cut belongs to no entry.
  const leftovers: Piece[] = [];
  const placed: Piece[] = [];
  pool.forEach((p, paragraph) => cutParagraph(a, p, paragraph, leftovers, placed));
  // 4. Build the records in the outline's order.
  const records = chapters.map((ch, c) => chapterRecord(a, ch, entries[c]!, tables, pageOf));
  // 5. Text the outline does not name follows the piece printed before it, with a warning.
  for (const l of leftovers) placeLeftover(a, l, placed, records);
  warnUnplaced(a, leftovers);
  return records;
}

/** The tables of every chapter, each taken whole out of the pool. */
function takeTables(a: Arrangement, chapters: OutlineChapter[]): Map<OutlineItem, TakenTable> {
  const tables = new Map<OutlineItem, TakenTable>();
  for (const ch of chapters)
    for (const sec of ch.sections)
      for (const item of sec.items) {
        if (typeof item === 'string' || !('table' in item)) continue;
        const table = takeTable(a.pool, item, a.taken, (line, message) =>
          a.warn(line, message, ch.slug),
        );
        if (table) tables.set(item, table);
      }
  return tables;
}

function parseEntries(ch: OutlineChapter): ChapterEntries {
  return {
    heading: ch.heading === undefined ? undefined : parseEntry('h', ch.heading),
    sections: ch.sections.map((sec) => ({
      heading: sec.heading ? parseEntry('h', sec.heading) : undefined,
      items: sec.items.map(itemEntry),
    })),
  };
}

/** Finds where each entry of a chapter starts: headings and numbers are exact, the rest run on. */
function locateChapter(a: Arrangement, ch: OutlineChapter, entries: ChapterEntries) {
  if (entries.heading) locate(a, entries.heading, true, ch.slug);
  ch.sections.forEach((sec, s) => {
    const where = `${ch.slug} › ${sec.heading ?? sec.title}`;
    const { heading, items } = entries.sections[s]!;
    if (heading) locate(a, heading, true, where);
    for (const e of items) if (e) locate(a, e, e.kind === 'n', where);
  });
}

/**
 * Marks where an entry's unit starts: the first free place with its words (a warning when there is
 * none, or more than one and the entry fixes no line).
 */
function locate(a: Arrangement, entry: TextEntry, exact: boolean, where: string) {
  const places = findPlaces(a.pool, entry, a.used).filter((x) => !a.taken.has(x.paragraph));
  if (places.length === 0) {
    a.warn(
      entry.line,
      `el esquema de capítulos nombra «${entry.words}» (${where}) pero el texto no lo tiene`,
      where,
    );
    return;
  }
  if (places.length > 1 && entry.line === undefined)
    a.warn(
      a.pool[places[1]!.paragraph]!.src[0]?.line,
      `el esquema de capítulos: «${entry.words}» (${where}) aparece ${places.length} veces; fijar la línea con @`,
      where,
    );
  const place = places[0]!;
  a.used.add(`${place.paragraph}:${place.offset}`);
  (a.cuts.get(place.paragraph) ?? a.cuts.set(place.paragraph, []).get(place.paragraph)!).push({
    place,
    entry,
    exact,
  });
}

/**
 * Cuts a paragraph at its entries: each unit is kept as its entry's, and text no entry takes (before
 * the first cut, or after an exact one) is a leftover.
 */
function cutParagraph(
  a: Arrangement,
  p: SourceText,
  paragraph: number,
  leftovers: Piece[],
  placed: Piece[],
) {
  if (a.taken.has(paragraph)) return;
  const here = (a.cuts.get(paragraph) ?? []).sort((x, y) => x.place.offset - y.place.offset);
  const pieceEnd = (from: number, to: number) =>
    from + p.text.slice(from, to).replace(TRAILING_MARKS, '').length;
  const lead = sliceText(p, 0, pieceEnd(0, here[0]?.place.offset ?? p.text.length));
  if (lead && /[\p{L}\p{N}]/u.test(lead.text))
    leftovers.push({ at: { paragraph, offset: 0 }, text: lead });
  here.forEach((cut, k) => {
    const next = here[k + 1]?.place.offset ?? p.text.length;
    const end = cut.exact
      ? Math.min(next, cut.place.offset + cut.entry.words.length)
      : pieceEnd(cut.place.offset, next);
    const unit = sliceText(p, cut.place.offset, end);
    if (unit) {
      a.unitOf.set(cut.entry, unit);
      placed.push({ at: cut.place, text: unit });
    }
    const rest = cut.exact ? sliceText(p, end, pieceEnd(end, next)) : undefined;
    if (rest && /[\p{L}\p{N}]/u.test(rest.text))
      leftovers.push({ at: { paragraph, offset: end }, text: rest });
  });
}

/** A chapter's record: its heading and its sections, in the outline's order. */
function chapterRecord(
  a: Arrangement,
  ch: OutlineChapter,
  entries: ChapterEntries,
  tables: Map<OutlineItem, TakenTable>,
  pageOf: (slug: string) => number,
): ChapterRecord {
  const ids = createIdRegistry();
  const head = entries.heading && a.unitOf.get(entries.heading);
  // Without a printed chapter heading, the chapter starts where its first section's heading is.
  const first =
    head ?? entries.sections.map((e) => e.heading && a.unitOf.get(e.heading)).find(Boolean);
  const record: ChapterRecord = {
    type: 'chapter',
    id: ch.slug,
    slug: ch.slug,
    title: ch.title ?? titleCase((entries.heading?.words ?? '').replace(/^ITS: /, '')),
    page: first?.page ?? pageOf(ch.slug),
    line: first?.src[0]?.line ?? 0,
    ...(head ? { heading: rich(head, a.link, new Set()) } : {}),
    sections: [],
  };
  ch.sections.forEach((sec, s) => {
    record.sections.push(sectionRecord(a, sec, entries.sections[s]!, ids, tables));
  });
  if (head && record.sections[0]) a.sectionOfUnit.set(head, record.sections[0]);
  return record;
}

/** A section's record: its heading and its body, the items in the outline's order. */
function sectionRecord(
  a: Arrangement,
  sec: OutlineSection,
  entries: SectionEntries,
  ids: ReturnType<typeof createIdRegistry>,
  tables: Map<OutlineItem, TakenTable>,
): RecordSection {
  const h = entries.heading ? a.unitOf.get(entries.heading) : undefined;
  const title = sec.title ?? titleCase(parseEntry('h', sec.heading!).words);
  const section: RecordSection = {
    id: ids(sec.title ?? title),
    title,
    paragraphs: [],
    body: [],
  };
  if (h) {
    section.heading = rich(h, a.link, new Set());
    a.sectionOfUnit.set(h, section);
  }
  // A wiki page is linked once per section, at its first mention.
  const seen = new Set<string>();
  const body = section.body!;
  let marker: SourceText | undefined;
  sec.items.forEach((item, i) => {
    if (typeof item !== 'string') {
      const block = outlineBlock(a, item, tables, seen);
      if (block) body.push(block);
      return;
    }
    const e = entries.items[i]!;
    const u = a.unitOf.get(e);
    if (!u) return;
    a.sectionOfUnit.set(u, section);
    if (e.kind === 'n') {
      marker = u;
      return;
    }
    const text = rich(u, a.link, seen);
    if (e.kind === 'p') body.push({ kind: 'p', text });
    else {
      pushListItem(body, text, marker);
      marker = undefined;
    }
  });
  return section;
}

/** The place of a mode's cards, or a table the pool gave (undefined if it did not). */
function outlineBlock(
  a: Arrangement,
  item: Exclude<OutlineItem, string>,
  tables: Map<OutlineItem, TakenTable>,
  seen: Set<string>,
): SectionBlock | undefined {
  if ('cards' in item) return { kind: 'cards', mode: item.cards };
  const t = tables.get(item);
  if (!t) return undefined;
  return {
    kind: 'table',
    ...(t.caption
      ? {
          caption: joinRich(
            t.caption.map((x) => rich(x, a.link, new Set())),
            ' · ',
          ),
        }
      : {}),
    rows: t.rows.map((row) => row.map((cell) => rich(cell, a.link, seen))),
  };
}

/**
 * A list item joins the list before it when both are numbered or both are not. The printed number is
 * not repeated as text: the list numbers its items, the span keeps it covered.
 */
function pushListItem(body: SectionBlock[], text: RichText, marker: SourceText | undefined) {
  const last = body.at(-1);
  const itemText = marker ? { segments: text.segments, src: [...marker.src, ...text.src] } : text;
  if (last?.kind === 'list' && last.ordered === (marker !== undefined)) last.items.push(itemText);
  else body.push({ kind: 'list', ordered: marker !== undefined, items: [itemText] });
}

/** Reports text the outline does not name and puts it after the piece printed before it. */
function placeLeftover(a: Arrangement, l: Piece, placed: Piece[], records: ChapterRecord[]) {
  a.warn(
    l.text.src[0]?.line,
    `texto que el esquema de capítulos no nombra: «${l.text.text.slice(0, 60)}»`,
  );
  const before = placed
    .filter(
      (x) =>
        x.at.paragraph < l.at.paragraph ||
        (x.at.paragraph === l.at.paragraph && x.at.offset < l.at.offset),
    )
    .at(-1);
  const sec = (before && a.sectionOfUnit.get(before.text)) ?? records[0]?.sections[0];
  sec?.body?.push({ kind: 'p', text: rich(l.text, a.link, new Set()) });
}

/** Reports every paragraph of the pool no entry or table took, unless it was reported as a leftover. */
function warnUnplaced(a: Arrangement, leftovers: Piece[]) {
  const unplaced = a.pool.filter((_, i) => !a.taken.has(i) && !a.cuts.has(i));
  for (const p of unplaced)
    if (!leftovers.some((l) => l.text.src[0]?.line === p.src[0]?.line))
      a.warn(p.src[0]?.line, `párrafo sin lugar: «${p.text.slice(0, 60)}»`);
}

/** Rich texts joined with a separator, spans kept. */
function joinRich(parts: RichText[], sep: string): RichText {
  return {
    segments: parts.flatMap((p, i) => (i > 0 ? [{ text: sep }, ...p.segments] : p.segments)),
    src: parts.flatMap((p) => p.src),
  };
}

/** `RONDAS DE TORNEO 3 4 5` → [`RONDAS DE TORNEO`, `3`, `4`, `5`], each cell keeping its span. */
export function splitRow(p: SourceText): SourceText[] {
  const m = p.text.match(/^(.+?) ((?:\d[\d+-]* ?)+)$/);
  if (!m) return [p];
  const cells = [sliceText(p, 0, m[1]!.length)!];
  let offset = m[1]!.length + 1;
  for (const v of m[2]!.split(' ')) {
    if (v) cells.push(sliceText(p, offset, offset + v.length)!);
    offset += v.length + 1;
  }
  return cells;
}

/** Takes the whole paragraphs of a table out of the pool: by the cell that opens it, or by source line. */
function takeTable(
  pool: SourceText[],
  item: Exclude<OutlineItem, string>,
  taken: Set<number>,
  warn: (line: number | undefined, message: string) => void,
): TakenTable | undefined {
  if ('lines' in item) {
    const byLine = (line: number) =>
      pool.findIndex((p, i) => !taken.has(i) && p.src.length === 1 && p.src[0]!.line === line);
    const missing = [...item.lines.flat(), ...(item.caption ?? [])].filter(
      (l): l is number => l !== null && byLine(l) < 0,
    );
    if (missing.length > 0) {
      warn(
        missing[0],
        `el esquema de capítulos: la tabla «${item.table}» nombra líneas que no son párrafos enteros: ${missing.join(', ')}`,
      );
      return undefined;
    }
    const take = (line: number) => {
      const i = byLine(line);
      taken.add(i);
      return pool[i]!;
    };
    const caption = item.caption?.map(take);
    // A cell the print leaves empty has no text and no span.
    const rows = item.lines.map((row) =>
      row.map((l) => (l === null ? { text: '', src: [], page: 0 } : take(l))),
    );
    return { ...(caption ? { caption } : {}), rows };
  }
  if (!('table' in item)) return undefined;
  const at = pool.findIndex((p, i) => !taken.has(i) && p.text.startsWith(item.table));
  if (at < 0) {
    warn(
      undefined,
      `el esquema de capítulos nombra la tabla «${item.table}» pero el texto no la tiene`,
    );
    return undefined;
  }
  if ('rowLines' in item) {
    const lines = pool.slice(at, at + item.rowLines);
    lines.forEach((_, k) => taken.add(at + k));
    return { rows: lines.map(splitRow) };
  }
  const cells = pool.slice(at, at + item.cells);
  cells.forEach((_, k) => taken.add(at + k));
  const rows: SourceText[][] = [];
  for (let i = 0; i < cells.length; i += item.columns) rows.push(cells.slice(i, i + item.columns));
  return { rows };
}
