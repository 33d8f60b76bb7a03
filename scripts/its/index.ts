import { join, relative } from 'node:path';
import type { BuildContext } from '../lib/context.ts';
import type { Problem } from '../lib/problem.ts';
import type { CleanLine, Section, SourceText } from './types.ts';
import { readIndex } from './parse/read-index.ts';
import { splitSections } from './parse/split-sections.ts';
import { clean } from './clean/index.ts';
import { loadCorrections, type Correction } from './clean/corrections.ts';
import { createLinker } from './transform/rich-text.ts';
import { chapterSlug, transformChapter } from './transform/chapter.ts';
import { arrangeChapters, type ChapterRecord } from './outline/arrange.ts';
import { loadOutline } from './outline/load.ts';
import type { Outline } from './outline/schema.ts';
import { checkPlacement, type Placement } from './outline/placement.ts';
import { reportMissionPlacement } from './outline/mission-report.ts';
import { transformClassified } from './transform/classified.ts';
import { transformMission, type MissionRecord, type MissionReview } from './transform/mission.ts';
import { scoreCard } from './corrections/scoring.ts';
import { cardSlug, lostSkillHeadings, missionReview } from './corrections/mission-review.ts';
import { moveAssigned } from './corrections/assign.ts';
import { warnUnusedCardCorrections } from './corrections/unused.ts';
import { collectSpans, computeCoverage, type Coverage } from './transform/coverage.ts';
import { readSource, writeJson } from '../lib/files.ts';
import { maxRawOp } from '../../src/lib/scoring/engine.ts';
import type { MissionScoringData } from '../../src/lib/scoring/types.ts';
import { slugify } from '../../src/lib/slug.ts';

export const SOURCE = 'its-season-10.txt';
export const CORRECTIONS = 'content/corrections/its.json';
export const OUTLINE = 'content/corrections/its-outline.json';
/**
 * Least source text a complete card has (characters of its spans): the seed's smallest mission has
 * 1604, its smallest league round 524; a card cut off by a truncated source keeps little more than
 * its heading and a line or two.
 */
const MIN_CHARS: Record<MissionRecord['type'], number> = { mission: 1000, 'league-round': 400 };
/** The chapter whose second half is the Classified Deck. */
const CLASSIFIED_CHAPTER = 'OBJETIVOS CLASIFICADOS';

/** Card names that are also ordinary words or mission names (`Rescate`, `Misión de Captura`): not linked. */
const AMBIGUOUS_CARDS = new Set(['rescate', 'captura', 'sabotaje']);
/** Classified terms a mission may name, and where they are explained. */
const CLASSIFIED_TERMS = [
  { title: 'Asegurar HVT', url: '/its/reglas/objetivos-clasificados/#asegurar-hvt' },
  { title: 'Mazo Clasificado', url: '/its/objetivos-clasificados/' },
  { title: 'Mazo de Objetivos Clasificados', url: '/its/objetivos-clasificados/' },
];

/** Everything one run produces, for the emit step and for tests. */
export interface ItsBuild {
  index: unknown;
  chapters: ChapterRecord[];
  placement: Placement;
  /** The cleaned source lines every figure is measured on. */
  cleanLines: CleanLine[];
  missions: MissionRecord[];
  leagueRounds: MissionRecord[];
  classified: ReturnType<typeof transformClassified>['cards'];
  scoring: MissionScoringData[];
  coverage: Coverage;
}

/**
 * Builds the ITS part: parse the index → clean the body → split it by the index → typed records →
 * JSON under `content/generated/its/`. Bad input becomes a warning; the rest still renders.
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
  const missionPlacement = reportMissionPlacement(ctx, result, file);
  const out = join(ctx.generatedDir, 'its');
  // Emit: one file per collection, plus scoring (for the calculator) and coverage (for review).
  writeJson(join(out, 'index.json'), [result.index]);
  writeJson(join(out, 'chapters.json'), result.chapters);
  writeJson(join(out, 'missions.json'), result.missions);
  writeJson(join(out, 'league-rounds.json'), result.leagueRounds);
  writeJson(join(out, 'classified.json'), result.classified);
  writeJson(join(out, 'scoring.json'), { missions: result.scoring });
  const { sentences, sentencesCovered, missing, duplicated } = result.coverage;
  const { placement } = result;
  writeJson(join(out, 'coverage.json'), {
    sentences,
    sentencesCovered,
    missing,
    duplicated,
    placement,
    missionPlacement,
  });
  return result;
}

/** The whole pipeline on the source lines, without touching the disk (tests call this). */
export function buildFromLines(
  raw: string[],
  corrections: Correction[],
  ctx: Pick<BuildContext, 'warn' | 'info' | 'wikiPages'>,
  file = `content/sources/${SOURCE}`,
  outline?: Outline,
): ItsBuild {
  const warn = (line: number | undefined, message: string, page?: string) => {
    const problem: Problem = {
      file,
      message,
      ...(line !== undefined ? { line } : {}),
      ...(page ? { page } : {}),
    };
    ctx.warn(problem);
  };

  // 1. Parse the document's own index: titles, pages, parts.
  const idx = readIndex(raw);
  if (idx.entries.length === 0) warn(1, 'no se encontró el índice del documento');

  // 2. Clean: noise out, reviewed corrections in, split sentences rejoined.
  const cleaned = clean(raw, idx.firstBodyLine, idx.firstPage, corrections);
  for (const c of cleaned.unusedCorrections)
    warn(undefined, `corrección sin efecto (${c.kind}): ${c.why}`);

  // 3. Split the body by the index headings.
  const split = splitSections(idx.entries, cleaned.paragraphs);
  for (const m of split.missing)
    warn(
      m.line,
      `el índice lista «${m.title}» (pág. ${m.page}) pero su título no aparece en el texto`,
      m.title,
    );
  if (split.orphans.length > 0)
    warn(
      split.orphans[0]!.src[0]!.line,
      `${split.orphans.length} párrafos antes del primer capítulo`,
    );
  moveAssigned(split.sections, corrections, warn);

  // 4. Transform into typed records, linking wiki terms.
  const link = createLinker(ctx.wikiPages);
  const rules = split.sections.filter((s) => s.entry.part === 'rules');
  const classifiedSection = rules.find((s) => s.entry.title === CLASSIFIED_CHAPTER);
  const deck = transformClassified(classifiedSection?.paragraphs ?? [], corrections, link);
  const leagueRulesSection = split.sections.find(
    (s) => s.entry.part === 'leagues' && s.entry.title === 'NORMAS BÁSICAS',
  );
  const chapters = arrangeAll(
    outline,
    rules,
    classifiedSection,
    deck.rest,
    leagueRulesSection,
    link,
    warn,
  );
  if (classifiedSection && deck.cards.length === 0)
    warn(
      classifiedSection.headingLine,
      'no se pudo separar el Mazo Clasificado',
      CLASSIFIED_CHAPTER,
    );
  for (const card of deck.cards) {
    for (const f of ['requirements', 'objective'] as const)
      if (!card[f])
        warn(
          card.line,
          `la carta «${card.name}» (${card.mode}) no tiene ${f === 'objective' ? 'Objetivo' : 'Requisitos'}`,
          card.name,
        );
  }
  // Missions also link the classified terms: a card named by the mission to its row of the deck,
  // `Asegurar HVT` to its rule, the deck itself to the deck page (once per part of the card).
  const cardTerms = [
    ...new Map(
      deck.cards.filter((c) => !AMBIGUOUS_CARDS.has(c.slug)).map((c) => [c.slug, c]),
    ).values(),
  ].map((c) => ({
    title: c.name,
    url: `/its/objetivos-clasificados/#${c.slug}`,
  }));
  const missionLink = createLinker([...ctx.wikiPages, ...cardTerms, ...CLASSIFIED_TERMS]);
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
  warnUnusedCardCorrections(corrections, [...missions, ...leagueRounds], warn);
  for (const m of [...missions, ...leagueRounds]) {
    if (m.objectives.length === 0)
      warn(m.line, 'no se encontraron objetivos con Puntos de Objetivo', m.name);
    const conf = corrections.find((c) => c.kind === 'configuration' && c.slug === m.slug);
    if (conf?.kind === 'configuration') {
      if (m.configuration !== null)
        warn(
          m.line,
          `corrección sin efecto (configuration): el texto ya da «${m.configuration}»`,
          m.name,
        );
      m.configuration = conf.value;
    } else if (m.type === 'mission' && m.configuration === null)
      warn(m.line, 'no se encontró la «Configuración tipo»', m.name);
  }

  // 5. Scoring: read from the objectives, replaced by a reviewed correction where the table is garbled.
  const scoring = [...missions, ...leagueRounds].map((m) => scoreCard(m, corrections, warn));
  // A mission worth other than 10 OP, or one with next to no text, is a source cut short or misread.
  const differs = scoring.filter(
    (s) => s.kind === 'mission' && Math.max(...s.tiers.map((t) => maxRawOp(s, t))) !== 10,
  );
  for (const s of differs) {
    const m = missions.find((x) => x.slug === s.slug);
    warn(
      m?.line,
      `la puntuación máxima es ${Math.max(...s.tiers.map((t) => maxRawOp(s, t)))} OP, no 10`,
      m?.name ?? s.name,
    );
  }
  const stubs = new Set<MissionRecord>();
  for (const m of [...missions, ...leagueRounds]) {
    const chars = collectSpans(m).reduce((n, x) => n + x.end - x.start, 0);
    if (m.objectives.length > 0 && chars >= MIN_CHARS[m.type]) continue;
    stubs.add(m);
    if (m.objectives.length > 0)
      warn(
        m.line,
        `${m.type === 'mission' ? 'misión' : 'jornada'} incompleta: ${chars} caracteres de texto (menos de ${MIN_CHARS[m.type]})`,
        m.name,
      );
  }
  const complete = (ms: MissionRecord[]) =>
    ms.filter((m) => !stubs.has(m) && !differs.some((s) => s.slug === m.slug)).length;

  // 6. Coverage: every sentence of the cleaned source in exactly one record.
  const index = {
    type: 'index',
    id: 'indice',
    title: 'Infinity Season 10',
    entries: idx.entries.map((e) => ({
      title: e.title,
      page: e.page,
      part: e.part,
      slug: slugify(e.title),
    })),
    lines: idx.lines.map((l) => ({
      text: l.text,
      src: [{ line: l.line, start: 0, end: l.text.length }],
    })),
  };
  const records = { index, chapters, missions, leagueRounds, classified: deck.cards };
  const coverage = computeCoverage([...idx.lines, ...cleaned.lines], records);
  for (const m of coverage.missing.slice(0, 15))
    warn(m.line, `frase sin página: «${m.text.slice(0, 80)}»`);
  for (const m of coverage.duplicated.slice(0, 15))
    warn(m.line, `frase en dos páginas: «${m.text.slice(0, 80)}»`);

  // 7. Placement: the chapters held to the printed outline (present, and under the right heading).
  const placement: Placement = outline
    ? checkPlacement(chapters, outline, cleaned.lines, [missions, leagueRounds, deck.cards])
    : {
        sentences: 0,
        present: 0,
        placed: 0,
        problems: [{ chapter: '*', message: 'sin esquema de capítulos: no se midió el orden' }],
      };
  for (const p of placement.problems.slice(0, 15))
    warn(p.line, `orden de lectura: ${p.message}`, p.chapter);

  const pct = ((100 * coverage.sentencesCovered) / Math.max(1, coverage.sentences)).toFixed(1);
  const n = cleaned.noise;
  ctx.info(
    `ITS: ${missions.length} misiones (${complete(missions)} completas), ${leagueRounds.length} jornadas de liga (${complete(leagueRounds)} completas), ${deck.cards.length} cartas clasificadas, ${chapters.length} capítulos`,
  );
  ctx.info(
    `ITS: ruido quitado: ${n['page-number']} números de página, ${n['running-header']} cabeceras, ${n['letter-spaced']} rótulos deletreados, ${n.measurement} medidas; ${cleaned.joins} frases reunidas`,
  );
  ctx.info(
    `ITS: cobertura del texto presente ${coverage.sentencesCovered}/${coverage.sentences} frases (${pct} %)`,
  );
  const share = (n: number) => ((100 * n) / Math.max(1, placement.sentences)).toFixed(1);
  ctx.info(
    `ITS: capítulos: ${placement.present}/${placement.sentences} frases presentes (${share(placement.present)} %), ${placement.placed}/${placement.sentences} bajo su encabezado impreso (${share(placement.placed)} %)`,
  );
  ctx.info(
    `ITS: misiones con máximo distinto de 10 OP: ${differs.map((s) => `${s.slug} (${maxRawOp(s, s.tiers[0]!)})`).join(', ') || 'ninguna'}`,
  );
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

/**
 * The rule chapters, placed by the reviewed outline: the rules part (the Classified Deck's cards
 * taken out) is one pool, since the columns mix the ends of chapters into the next; the league rules
 * another. Without an outline, each index section becomes a chapter in extraction order.
 */
function arrangeAll(
  outline: Outline | undefined,
  rules: Section[],
  classifiedSection: Section | undefined,
  deckRest: SourceText[],
  leagueRules: Section | undefined,
  link: ReturnType<typeof createLinker>,
  warn: (line: number | undefined, message: string, page?: string) => void,
): ChapterRecord[] {
  const paragraphsOf = (s: Section) => (s === classifiedSection ? deckRest : s.paragraphs);
  if (!outline) {
    const chapters = rules.map((s) =>
      transformChapter({ ...s, paragraphs: paragraphsOf(s) }, link),
    );
    if (leagueRules)
      chapters.push({
        ...transformChapter(leagueRules, link),
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
