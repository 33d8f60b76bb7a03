/**
 * The ITS part: `content/sources/its-season-10.txt` → `content/generated/its/`. This file only
 * orchestrates; each step is a stage module (parse/, clean/, transform/, corrections/, outline/,
 * emit/). Bad input becomes a warning naming file, line and page; the rest still renders.
 */
import { join, relative } from 'node:path';
import type { BuildContext } from '../shared/context.ts';
import { readSource } from '../shared/files.ts';
import { warnAt } from '../shared/problem.ts';
import type { Section } from './types.ts';
import { readIndex } from './parse/read-index.ts';
import { LEAGUE_RULES_ENTRY, splitSections, warnSplit } from './parse/split-sections.ts';
import { clean } from './clean/index.ts';
import { loadCorrections, type Correction } from './clean/corrections.ts';
import { createLinker } from './transform/rich-text.ts';
import { CLASSIFIED_CHAPTER, measurePlacement, placeChapters } from './transform/chapters.ts';
import { loadOutline } from './outline/load.ts';
import type { Outline } from './outline/schema.ts';
import { reportMissionPlacement } from './outline/mission-report.ts';
import { transformClassified } from './transform/classified.ts';
import { classifiedTerms } from './transform/classified-terms.ts';
import { transformMission, type MissionReview } from './transform/mission.ts';
import { checkComplete, checkDeck, checkFacts } from './transform/card-checks.ts';
import { indexRecord } from './transform/index-record.ts';
import { scoreCard } from './corrections/scoring.ts';
import { cardSlug, lostSkillHeadings, missionReview } from './corrections/mission-review.ts';
import { moveAssigned } from './corrections/assign.ts';
import { warnUnusedCardCorrections } from './corrections/unused.ts';
import { applyMarks } from './corrections/marks.ts';
import { computeCoverage, warnCoverage } from './transform/coverage.ts';
import { writeIts } from './emit/write.ts';
import { reportIts } from './emit/report.ts';
import type { ItsBuild } from './build-result.ts';

export const SOURCE = 'its-season-10.txt';
export const CORRECTIONS = 'content/corrections/its.json';
export const OUTLINE = 'content/corrections/its-outline.json';

/**
 * Builds the ITS part: read the source and the reviewed data, run the pipeline, write one JSON file
 * per collection under `content/generated/its/`.
 */
export function build(ctx: BuildContext): ItsBuild {
  const file = relative(ctx.root, join(ctx.sourcesDir, SOURCE));
  // A missing source is a warning naming it, not a stack trace; the part then builds empty.
  const raw = readSource(ctx, SOURCE)?.split('\n') ?? [];
  const outline = loadOutline(join(ctx.root, OUTLINE), (message) =>
    ctx.warn({ file: OUTLINE, message: message.replace(`${ctx.root}/`, '') }),
  );
  const corrections = loadCorrections(join(ctx.root, CORRECTIONS), (message) =>
    ctx.warn({ file: CORRECTIONS, message: message.replace(`${ctx.root}/`, '') }),
  );
  const result = buildFromLines(raw, corrections, ctx, file, outline);
  // The missions measured against their printed outline, reported like the chapters' figure.
  const missionPlacement = reportMissionPlacement(ctx, result, file);
  writeIts(join(ctx.generatedDir, 'its'), result, missionPlacement);
  return result;
}

/** The whole pipeline on the source lines, without touching the disk (tests call this). */
export function buildFromLines(
  raw: string[],
  corrections: Correction[],
  ctx: Pick<BuildContext, 'warn' | 'info' | 'definitions'>,
  file = `content/sources/${SOURCE}`,
  outline?: Outline,
): ItsBuild {
  const warn = warnAt(file, ctx.warn);

  // 1. Parse the document's own index: titles, pages, parts.
  const idx = readIndex(raw);
  if (idx.entries.length === 0) warn(1, 'no se encontró el índice del documento');

  // 2. Clean: noise out, reviewed corrections in, split sentences rejoined.
  const cleaned = clean(raw, idx.firstBodyLine, idx.firstPage, corrections);
  for (const c of cleaned.unusedCorrections)
    warn(undefined, `corrección sin efecto (${c.kind}): ${c.why}`);

  // 3. Split the body by the index headings; reviewed `assign` corrections move stray paragraphs.
  const split = splitSections(idx.entries, cleaned.paragraphs);
  warnSplit(split, warn);
  moveAssigned(split.sections, corrections, warn);
  const rules = split.sections.filter((s) => s.entry.part === 'rules');
  const classifiedSection = rules.find((s) => s.entry.title === CLASSIFIED_CHAPTER);
  const leagueRulesSection = split.sections.find(
    (s) => s.entry.part === 'leagues' && s.entry.title === LEAGUE_RULES_ENTRY.title,
  );

  // 4. Transform into typed records, linking wiki terms: the Classified Deck out of its chapter,
  // the chapters placed by the outline, then the missions and league rounds.
  const link = createLinker(ctx.definitions);
  const deck = transformClassified(classifiedSection?.paragraphs ?? [], corrections, link);
  const chapters = placeChapters(
    outline,
    { rules, classified: classifiedSection, deckRest: deck.rest, leagueRules: leagueRulesSection },
    link,
    warn,
  );
  checkDeck(classifiedSection, deck.cards, warn);
  // Missions also link the classified terms (a card it names, `Asegurar HVT`, the deck).
  const missionLink = createLinker([...ctx.definitions, ...classifiedTerms(deck.cards)]);
  const review = (s: Section): MissionReview => ({
    ...missionReview(corrections, cardSlug(s)),
    unused: (message) => warn(s.headingLine, message, s.entry.title),
  });
  const lostHeadings = (s: Section) => lostSkillHeadings(corrections, cardSlug(s));
  const missions = split.sections
    .filter((s) => s.entry.part === 'missions')
    .map((s) => transformMission(s, 'mission', missionLink, lostHeadings(s), review(s)));
  const leagueRounds = split.sections
    .filter((s) => s.entry.part === 'leagues' && s !== leagueRulesSection)
    .map((s) => transformMission(s, 'league-round', missionLink, lostHeadings(s), review(s)));
  const cards = [...missions, ...leagueRounds];
  warnUnusedCardCorrections(corrections, cards, warn);
  checkFacts(cards, corrections, warn);

  // 5. Scoring: read from the objectives, replaced by a reviewed correction where the table is
  // garbled; a card worth other than 10 OP or with next to no text is reported.
  const scoring = cards.map((m) => scoreCard(m, corrections, warn));
  const { differs, complete } = checkComplete(missions, leagueRounds, scoring, warn);

  // Garbles the source does not settle keep their printed words, with a note (reviewed `mark`s).
  for (const m of applyMarks([chapters, missions, leagueRounds, deck.cards], corrections))
    warn(m.line, `corrección sin efecto (mark): ${m.why}`);

  // 6. Coverage: every sentence of the cleaned source in exactly one record.
  const index = indexRecord(idx);
  const records = { index, chapters, missions, leagueRounds, classified: deck.cards };
  const coverage = computeCoverage([...idx.lines, ...cleaned.lines], records);
  warnCoverage(coverage, warn);

  // 7. Placement: the chapters held to the printed outline (present, and under the right heading).
  const placement = measurePlacement(
    outline,
    chapters,
    cleaned.lines,
    [missions, leagueRounds, deck.cards],
    warn,
  );

  // 8. Figures for the build log.
  reportIts(ctx.info, {
    missions,
    leagueRounds,
    cards: deck.cards.length,
    chapters: chapters.length,
    complete,
    cleaned,
    coverage,
    placement,
    differs,
  });
  return {
    index,
    chapters,
    missions,
    leagueRounds,
    classified: deck.cards,
    scoring,
    coverage,
    placement,
    cleanLines: cleaned.lines,
  };
}
