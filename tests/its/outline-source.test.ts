import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The reviewed outlines judge where the build puts each sentence, so they are checked here against
 * the source itself: this file reads `content/sources/its-season-10.txt` and the two outline files as
 * plain text and JSON, and uses nothing of the ITS pipeline (neither its cleaning nor its parse of
 * the outline). An outline entry may hold only text the source has.
 *
 * Normalisation, the same for the source and the entries: non-breaking, zero-width and soft-hyphen
 * characters are dropped or made spaces, every run of whitespace is one space, and lines are
 * trimmed. Nothing else: no hyphen is added or removed, no case is changed, doubled words stay.
 *
 * «Found» means: the entry's words start a word of a source line (at the line's start, or after a
 * space, a bullet or a dash), on the line an `@N` pins, else inside the entry's span, at the first
 * occurrence no earlier entry of the same span took (words the outline names twice must be printed
 * twice). «In order» means: the chapters' and the cards' headings appear in the source in the
 * outlines' order; every entry lies inside its span (a rules chapter from the start of the chapter
 * before it to the start of the second chapter after it, since the two columns carry the end of a
 * chapter past the start of the next; the league rules from their first heading to the first round;
 * a card between the first and last line the outline gives it); and two entries found on one line
 * keep the outline's order there, since an extracted line is one column's text read in order
 * (across a whole chapter; within each part or rule of a card, whose parts the outline lists in the
 * page's order; a card's tables, profiles and skills, listed after the rule's text, are only found).
 */

const root = join(import.meta.dirname, '../..');
const normalise = (s: string) =>
  s
    .replace(/\u00ad/g, '')
    .replace(/[\u00a0\u200b\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** Source lines, 1-based: `source[n]` is line n. */
const source = [
  '',
  ...readFileSync(join(root, 'content/sources/its-season-10.txt'), 'utf8')
    .split('\n')
    .map(normalise),
];
const readJson = (file: string) =>
  JSON.parse(readFileSync(join(root, 'content/corrections', file), 'utf8')) as unknown;

interface Occurrence {
  line: number;
  at: number;
}
interface Span {
  from: number;
  to: number;
}

/** `li:Dados@181` → words `Dados`, pinned line 181. Kind prefixes (`p:`, `li:`, `n:`) are not text. */
function entryOf(item: string): { words: string; line?: number } {
  const text = item.replace(/^(p|li|n):/, '');
  const m = /^(.*?)@(\d+)$/.exec(text);
  return m ? { words: normalise(m[1]!), line: Number(m[2]) } : { words: normalise(text) };
}

/** Every place in lines `span` where `words` start a word. */
function occurrences(words: string, span: Span, ignoreCase = false): Occurrence[] {
  const found: Occurrence[] = [];
  const needle = ignoreCase ? words.toLocaleUpperCase('es') : words;
  for (let line = span.from; line <= span.to && line < source.length; line++) {
    const text = ignoreCase ? source[line]!.toLocaleUpperCase('es') : source[line]!;
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1))
      if (i === 0 || /[\s•\-–]/.test(text[i - 1]!)) found.push({ line, at: i });
  }
  return found;
}

/** Finds the entries of one span, each at an occurrence of its own; returns what is wrong. */
function finder(span: Span, where: string) {
  const taken = new Set<string>();
  /** Where the last entry found on each line ends: a line is one column's text, read in order. */
  const endOnLine = new Map<number, number>();
  const problems: string[] = [];
  const find = (item: string, ignoreCase = false, ordered = true): Occurrence | undefined => {
    const { words, line } = entryOf(item);
    const all = occurrences(words, line ? { from: line, to: line } : span, ignoreCase);
    const free = all.filter((o) => !taken.has(`${o.line}:${o.at}`));
    if (line !== undefined && (line < span.from || line > span.to))
      problems.push(`${where}: «${item}» fija la línea ${line}, fuera de ${span.from}-${span.to}`);
    if (free.length === 0) {
      problems.push(`${where}: «${item}» no está en las líneas ${span.from}-${span.to}`);
      return undefined;
    }
    const inOrder = ordered ? free.find((o) => o.at >= (endOnLine.get(o.line) ?? 0)) : free[0];
    if (!inOrder)
      problems.push(
        `${where}: «${item}» está en la línea ${free[0]!.line} antes que una entrada anterior`,
      );
    const o = inOrder ?? free[0]!;
    taken.add(`${o.line}:${o.at}`);
    endOnLine.set(o.line, Math.max(endOnLine.get(o.line) ?? 0, o.at + words.length));
    return o;
  };
  /** Starts a new run of entries in printed order (a card's parts are listed in the page's order). */
  const restart = () => endOnLine.clear();
  return { find, restart, problems };
}

type ChapterItem =
  string | { table: string; caption?: number[]; lines?: (number | null)[][] } | { cards: string };
interface Chapter {
  slug: string;
  pool: 'rules' | 'leagues';
  heading?: string;
  title?: string;
  sections: { heading?: string; title?: string; items: ChapterItem[] }[];
}
type CardItem =
  | string
  | { table: string }
  | { profile: string }
  | { skill: string; requirements: string[]; effects: string[] };
interface Card {
  slug: string;
  heading: string;
  lines: [number, number];
  parts: { part?: string; rule?: string; items: CardItem[] }[];
}

/** Skill headings the extraction lost, each given back by a reviewed correction (with its why). */
const lostHeadings = new Set(
  (
    readJson('its.json') as { corrections: { kind: string; slug?: string; name?: string }[] }
  ).corrections
    .filter((c) => c.kind === 'skill-heading')
    .map((c) => `${c.slug}:${c.name}`),
);
const chapters = (readJson('its-outline.json') as { chapters: Chapter[] }).chapters;
const cards = (readJson('its-mission-outline.json') as { cards: Card[] }).cards;
/**
 * The first line of the body. The document opens with its index, a title line then a bare page
 * number per entry (`ITS: REGLAS DE TORNEO` / `7`): the body starts at the first line after the
 * first «ÍNDICE» that is not followed by a bare number.
 */
function bodyStart(): number {
  const filled = source.flatMap((t, n) => (t ? [n] : []));
  let k = filled.findIndex((n) => source[n]!.startsWith('ÍNDICE'));
  while (k + 1 < filled.length && /^\d+$/.test(source[filled[k + 1]!]!)) k += 2;
  return filled[k]!;
}
const body = bodyStart();
/** The first line of the missions part: the rules chapters' pool ends before it. */
const firstCard = Math.min(...cards.map((c) => c.lines[0]));
const firstRound = Math.min(
  ...cards.filter((c) => c.slug.endsWith('-jornada')).map((c) => c.lines[0]),
);

/** The line where a chapter starts: its heading, else its first section's heading (both pinned or unique). */
function startLine(ch: Chapter, span: Span): number | undefined {
  const first = ch.heading ?? ch.sections.find((s) => s.heading)?.heading;
  return first === undefined
    ? undefined
    : occurrences(
        entryOf(first).words,
        entryOf(first).line ? { from: entryOf(first).line!, to: entryOf(first).line! } : span,
      )[0]?.line;
}

/** Each chapter's span: from the start of the chapter before it to the start of the second after it. */
function chapterSpans(): Map<string, Span> {
  const spans = new Map<string, Span>();
  for (const pool of ['rules', 'leagues'] as const) {
    const bounds: Span =
      pool === 'rules'
        ? { from: body, to: firstCard - 1 }
        : { from: firstCard, to: firstRound - 1 };
    const list = chapters.filter((c) => c.pool === pool);
    const starts = list.map((c) => startLine(c, bounds) ?? bounds.from);
    list.forEach((c, k) =>
      spans.set(c.slug, {
        from: k > 0 ? starts[k - 1]! : pool === 'leagues' ? starts[0]! : bounds.from,
        to: k < list.length - 2 ? starts[k + 2]! : bounds.to,
      }),
    );
  }
  return spans;
}

describe('the ITS outlines hold only text of the source', () => {
  it('every heading and first-words entry of its-outline.json is in the source, in its chapter', () => {
    const spans = chapterSpans();
    const problems: string[] = [];
    for (const ch of chapters) {
      const { find, problems: p } = finder(spans.get(ch.slug)!, ch.slug);
      if (ch.heading) find(ch.heading);
      for (const sec of ch.sections) {
        if (sec.heading) find(sec.heading);
        for (const item of sec.items) {
          if (typeof item === 'string') find(item);
          else if ('table' in item) {
            if (item.lines === undefined) find(item.table);
            // A table named by its lines: each named line holds a cell (its first the table's name).
            for (const l of [...(item.lines ?? []).flat(), ...(item.caption ?? [])])
              if (l !== null && !source[l])
                p.push(`${ch.slug}: la tabla «${item.table}» nombra la línea vacía ${l}`);
          }
        }
      }
      problems.push(...p);
    }
    expect(problems).toEqual([]);
  });

  it('the chapters and the cards are in the order of the source', () => {
    const bounds: Span = { from: body, to: firstCard - 1 };
    const starts = chapters.filter((c) => c.pool === 'rules').map((c) => startLine(c, bounds));
    expect(starts.every((l) => l !== undefined)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a! - b!));
    const cardStarts = cards.map((c) => c.lines[0]);
    expect(cardStarts).toEqual([...cardStarts].sort((a, b) => a - b));
    for (const c of cards) {
      const words = normalise(c.heading);
      expect(
        source[c.lines[0]]!.startsWith(words) || source[c.lines[0]]!.includes(`: ${words}`),
        c.slug,
      ).toBe(true);
      expect(c.lines[1], c.slug).toBeGreaterThanOrEqual(c.lines[0]);
    }
  });

  it('every entry of its-mission-outline.json is in the source, inside its card', () => {
    const problems: string[] = [];
    for (const card of cards) {
      const span = { from: card.lines[0], to: card.lines[1] };
      const { find, restart, problems: p } = finder(span, card.slug);
      find(card.heading);
      for (const part of card.parts) {
        restart();
        // A rule is named as the card's list spells it: in the list itself, or as its printed title.
        if (part.rule && occurrences(normalise(part.rule), span, true).length === 0)
          p.push(`${card.slug}: la regla «${part.rule}» no está en la carta`);
        for (const item of part.items) {
          if (typeof item === 'string') find(item);
          // A rule's tables, profiles and skills come after its text in the outline, as the page
          // shows them, not where the print has them: they are found, not held to the line order.
          else if ('table' in item) find(item.table, false, false);
          else if ('profile' in item) find(item.profile, false, false);
          else {
            // A skill's name is printed in capitals (`USAR PANOPLIA (HABILIDAD CORTA)`): compared without
            // case. Where the extraction lost it, a reviewed `skill-heading` correction names it.
            if (
              occurrences(normalise(item.skill), span, true).length === 0 &&
              !lostHeadings.has(`${card.slug}:${item.skill}`)
            )
              p.push(`${card.slug}: la habilidad «${item.skill}» no está en la carta`);
            for (const w of [...item.requirements, ...item.effects]) find(w, false, false);
          }
        }
      }
      problems.push(...p);
    }
    expect(problems).toEqual([]);
  });

  it('fails on an entry the source does not have, one outside its span and one off its pinned line, and two out of order on one line', () => {
    const { find, problems } = finder({ from: body, to: firstCard - 1 }, 'prueba');
    find('p:Las cartas del modo estándar (Mazo Clasificado verde) están en el Mazo Clasificado.');
    find('p:Como evento Oficial, todas las ligas');
    find('li:Dados@170');
    // Line 181 prints «• Cinta métrica • Plantillas y marcadores • Dados», in that order.
    find('li:Dados@181');
    find('li:Cinta métrica@181');
    expect(problems).toEqual([
      expect.stringMatching(/«p:Las cartas del modo estándar.*» no está/),
      expect.stringMatching(/«p:Como evento Oficial, todas las ligas» no está/),
      expect.stringMatching(/«li:Dados@170» no está/),
      expect.stringMatching(
        /«li:Cinta métrica@181» está en la línea 181 antes que una entrada anterior/,
      ),
    ]);
  });
});
