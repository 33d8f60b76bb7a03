import type { SourceText } from '../types.ts';
import { sliceText } from '../text.ts';
import { createIdRegistry } from '../../../src/lib/slug.ts';
import { titleCase } from '../transform/display.ts';
import { rich } from '../transform/rich-text.ts';
import type { ChapterRecord, RecordSection, RichText, WikiLinker } from '../transform/types.ts';
import {
  itemEntry,
  parseEntry,
  type OutlineChapter,
  type OutlineItem,
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
  const used = new Set<string>();
  const taken = new Set<number>();
  const cuts = new Map<number, Cut[]>();
  /** The unit each entry opens, filled once the pool is cut. */
  const unitOf = new Map<TextEntry, SourceText>();
  const locate = (entry: TextEntry, exact: boolean, where: string): Place | undefined => {
    const places = findPlaces(pool, entry, used).filter((x) => !taken.has(x.paragraph));
    if (places.length === 0) {
      warn(
        entry.line,
        `el esquema de capítulos nombra «${entry.words}» (${where}) pero el texto no lo tiene`,
        where,
      );
      return undefined;
    }
    if (places.length > 1 && entry.line === undefined)
      warn(
        pool[places[1]!.paragraph]!.src[0]?.line,
        `el esquema de capítulos: «${entry.words}» (${where}) aparece ${places.length} veces; fijar la línea con @`,
        where,
      );
    const place = places[0]!;
    used.add(`${place.paragraph}:${place.offset}`);
    (cuts.get(place.paragraph) ?? cuts.set(place.paragraph, []).get(place.paragraph)!).push({
      place,
      entry,
      exact,
    });
    return place;
  };

  // 1. Tables first: they take whole paragraphs (one cell per line), which no text entry may cut.
  const tables = new Map<OutlineItem, { caption?: SourceText[]; rows: SourceText[][] }>();
  for (const ch of chapters)
    for (const sec of ch.sections)
      for (const item of sec.items) {
        if (typeof item === 'string' || !('table' in item)) continue;
        const table = takeTable(pool, item, taken, (line, message) => warn(line, message, ch.slug));
        if (table) tables.set(item, table);
      }

  // 2. Every text entry marks where its unit starts. Entries are parsed once, so each is its own key.
  const chapterHead = chapters.map((ch) => parseEntry('h', ch.heading));
  const sectionHead = chapters.map((ch) =>
    ch.sections.map((sec) => (sec.heading ? parseEntry('h', sec.heading) : undefined)),
  );
  const itemEntries = chapters.map((ch) => ch.sections.map((sec) => sec.items.map(itemEntry)));
  chapters.forEach((ch, c) => {
    locate(chapterHead[c]!, true, ch.slug);
    ch.sections.forEach((sec, s) => {
      const where = `${ch.slug} › ${sec.heading ?? sec.title}`;
      const h = sectionHead[c]![s];
      if (h) locate(h, true, where);
      for (const e of itemEntries[c]![s]!) if (e) locate(e, e.kind === 'n', where);
    });
  });

  // 3. Cut each paragraph at its entries; text before the first cut belongs to no entry.
  const leftovers: { at: Place; text: SourceText }[] = [];
  const placed: { at: Place; unit: SourceText }[] = [];
  pool.forEach((p, paragraph) => {
    if (taken.has(paragraph)) return;
    const here = (cuts.get(paragraph) ?? []).sort((a, b) => a.place.offset - b.place.offset);
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
        unitOf.set(cut.entry, unit);
        placed.push({ at: cut.place, unit });
      }
      const rest = cut.exact ? sliceText(p, end, pieceEnd(end, next)) : undefined;
      if (rest && /[\p{L}\p{N}]/u.test(rest.text))
        leftovers.push({ at: { paragraph, offset: end }, text: rest });
    });
  });
  const unit = (e: TextEntry | undefined) => (e ? unitOf.get(e) : undefined);
  const sectionOfUnit = new Map<SourceText, RecordSection>();

  // 4. Build the records in the outline's order.
  const records: ChapterRecord[] = chapters.map((ch, c) => {
    const ids = createIdRegistry();
    const head = unit(chapterHead[c]);
    const record: ChapterRecord = {
      type: 'chapter',
      id: ch.slug,
      slug: ch.slug,
      title: ch.title ?? titleCase(parseEntry('h', ch.heading).words.replace(/^ITS: /, '')),
      page: head?.page ?? pageOf(ch.slug),
      line: head?.src[0]?.line ?? 0,
      ...(head ? { heading: rich(head, link, new Set()) } : {}),
      sections: [],
    };
    ch.sections.forEach((sec, s) => {
      const seen = new Set<string>();
      const h = unit(sectionHead[c]![s]);
      const title = sec.title ?? titleCase(parseEntry('h', sec.heading!).words);
      const section: RecordSection = {
        id: ids(sec.title ?? title),
        title,
        paragraphs: [],
        body: [],
      };
      if (h) {
        section.heading = rich(h, link, new Set());
        sectionOfUnit.set(h, section);
      }
      let marker: SourceText | undefined;
      sec.items.forEach((item, i) => {
        const body = section.body!;
        if (typeof item !== 'string') {
          if ('see' in item) body.push({ kind: 'see', href: item.see, text: item.text });
          else {
            const t = tables.get(item);
            if (t)
              body.push({
                kind: 'table',
                ...(t.caption
                  ? {
                      caption: joinRich(
                        t.caption.map((x) => rich(x, link, new Set())),
                        ' · ',
                      ),
                    }
                  : {}),
                rows: t.rows.map((row) => row.map((cell) => rich(cell, link, seen))),
              });
          }
          return;
        }
        const e = itemEntries[c]![s]![i]!;
        const u = unitOf.get(e);
        if (!u) return;
        sectionOfUnit.set(u, section);
        if (e.kind === 'n') {
          marker = u;
          return;
        }
        const text = rich(u, link, seen);
        if (e.kind === 'p') body.push({ kind: 'p', text });
        else {
          const last = body.at(-1);
          // The printed number is not repeated as text: the list numbers its items, the span keeps it covered.
          const itemText = marker
            ? { segments: text.segments, src: [...marker.src, ...text.src] }
            : text;
          if (last?.kind === 'list' && last.ordered === (marker !== undefined))
            last.items.push(itemText);
          else body.push({ kind: 'list', ordered: marker !== undefined, items: [itemText] });
          marker = undefined;
        }
      });
      record.sections.push(section);
    });
    if (head && record.sections[0]) sectionOfUnit.set(head, record.sections[0]);
    return record;
  });

  // 5. Text the outline does not name follows the piece printed before it, with a warning.
  for (const l of leftovers) {
    warn(
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
    const sec = (before && sectionOfUnit.get(before.unit)) ?? records[0]?.sections[0];
    sec?.body?.push({ kind: 'p', text: rich(l.text, link, new Set()) });
  }
  const unplaced = pool.filter((_, i) => !taken.has(i) && !cuts.has(i));
  for (const p of unplaced)
    if (!leftovers.some((l) => l.text.src[0]?.line === p.src[0]?.line))
      warn(p.src[0]?.line, `párrafo sin lugar: «${p.text.slice(0, 60)}»`);
  return records;
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
): { caption?: SourceText[]; rows: SourceText[][] } | undefined {
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
