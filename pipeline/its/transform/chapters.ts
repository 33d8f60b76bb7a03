import type { CleanLine, Section, SourceText } from '../types.ts';
import type { WarnAt } from '../../shared/problem.ts';
import { arrangeChapters } from '../outline/arrange.ts';
import type { Outline } from '../outline/schema.ts';
import { checkPlacement, type Placement } from '../outline/placement.ts';
import { chapterSlug, unarrangedChapter } from './chapter.ts';
import type { ChapterRecord, WikiLinker } from './types.ts';

/** The chapter of the rules part whose second half is the Classified Deck. */
export const CLASSIFIED_CHAPTER = 'OBJETIVOS CLASIFICADOS';

/** The index sections chapters are made of. */
export interface ChapterSources {
  /** Sections of the rules part, in index order. */
  rules: Section[];
  /** The Classified Objectives chapter, whose cards the deck took out. */
  classified: Section | undefined;
  /** Its paragraphs that are not cards: the chapter's own text. */
  deckRest: SourceText[];
  /** The league rules (`NORMAS BÁSICAS` of the leagues part). */
  leagueRules: Section | undefined;
}

/**
 * The rule chapters, placed by the reviewed outline: the rules part (the Classified Deck's cards
 * taken out) is one pool, since the columns mix the ends of chapters into the next; the league rules
 * another. Without an outline, each index section becomes a chapter in extraction order.
 */
export function placeChapters(
  outline: Outline | undefined,
  from: ChapterSources,
  link: WikiLinker,
  warn: WarnAt,
): ChapterRecord[] {
  const { rules, classified, deckRest, leagueRules } = from;
  const paragraphsOf = (s: Section) => (s === classified ? deckRest : s.paragraphs);
  if (!outline) {
    const chapters = rules.map((s) =>
      unarrangedChapter({ ...s, paragraphs: paragraphsOf(s) }, link),
    );
    if (leagueRules)
      chapters.push({
        ...unarrangedChapter(leagueRules, link),
        id: 'ligas',
        slug: 'ligas',
        title: 'Ligas ITS',
      });
    return chapters;
  }
  const pages = new Map(rules.map((s) => [chapterSlug(s.entry.title), s.entry.page]));
  const pageOf = (slug: string) => pages.get(slug) ?? leagueRules?.entry.page ?? 0;
  const rulesPool = rules.flatMap(paragraphsOf);
  return [
    ...arrangeChapters(
      rulesPool,
      outline.chapters.filter((c) => c.pool === 'rules'),
      link,
      warn,
      pageOf,
    ),
    ...arrangeChapters(
      leagueRules?.paragraphs ?? [],
      outline.chapters.filter((c) => c.pool === 'leagues'),
      link,
      warn,
      pageOf,
    ),
  ];
}

/**
 * Placement: the chapters held to the printed outline (present, and under the right heading); the
 * first differences are warnings. Without an outline nothing is measured, and that is said.
 */
export function measurePlacement(
  outline: Outline | undefined,
  chapters: ChapterRecord[],
  lines: CleanLine[],
  otherRecords: unknown[],
  warn: WarnAt,
): Placement {
  const placement: Placement = outline
    ? checkPlacement(chapters, outline, lines, otherRecords)
    : {
        sentences: 0,
        present: 0,
        placed: 0,
        problems: [{ chapter: '*', message: 'sin esquema de capítulos: no se midió el orden' }],
      };
  for (const p of placement.problems.slice(0, 15))
    warn(p.line, `orden de lectura: ${p.message}`, p.chapter);
  return placement;
}
