/**
 * Checks on the cards the transform built: each is a warning naming the card and its line; the card
 * is still published with what was read.
 */
import type { Correction } from '../clean/corrections.ts';
import type { WarnAt } from '../../shared/problem.ts';
import type { Section } from '../types.ts';
import type { MissionRecord } from './mission.ts';
import type { ClassifiedRecord } from './types.ts';
import { collectSpans } from './coverage.ts';
import { maxRawOp } from '../../../src/lib/missions/engine.ts';
import type { MissionScoringData } from '../../../src/lib/missions/types.ts';

/**
 * Least source text a complete card has (characters of its spans): the seed's smallest mission has
 * 1604, its smallest league round 524; a card cut off by a truncated source keeps little more than
 * its heading and a line or two.
 */
const MIN_CHARS: Record<MissionRecord['type'], number> = { mission: 1000, 'league-round': 400 };

/** Every classified card needs its `Requisitos:` and its `Objetivo:`; a chapter with no card lost its deck. */
export function checkDeck(
  chapter: Section | undefined,
  cards: ClassifiedRecord[],
  warn: WarnAt,
): void {
  if (chapter && cards.length === 0)
    warn(chapter.headingLine, 'no se pudo separar el Mazo Clasificado', chapter.entry.title);
  for (const card of cards) {
    for (const f of ['requirements', 'objective'] as const)
      if (!card[f])
        warn(
          card.line,
          `la carta «${card.name}» (${card.mode}) no tiene ${f === 'objective' ? 'Objetivo' : 'Requisitos'}`,
          card.name,
        );
  }
}

/**
 * Every card has objectives; every mission has its `Configuración tipo`, printed or given by a
 * reviewed `configuration` correction (which then replaces nothing the text gives).
 */
export function checkFacts(cards: MissionRecord[], corrections: Correction[], warn: WarnAt): void {
  for (const m of cards) {
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
}

/** The most Objective Points a card's scoring gives on any tier. */
const maxOp = (s: MissionScoringData) => Math.max(...s.tiers.map((t) => maxRawOp(s, t)));

/**
 * A mission worth other than 10 OP, or a card with next to no text, is a source cut short or
 * misread: each is a warning. Returns the scorings worth other than 10 and the cards complete.
 */
export function checkComplete(
  missions: MissionRecord[],
  leagueRounds: MissionRecord[],
  scoring: MissionScoringData[],
  warn: WarnAt,
): { differs: MissionScoringData[]; complete: (cards: MissionRecord[]) => number } {
  const differs = scoring.filter((s) => s.kind === 'mission' && maxOp(s) !== 10);
  for (const s of differs) {
    const m = missions.find((x) => x.slug === s.slug);
    warn(m?.line, `la puntuación máxima es ${maxOp(s)} OP, no 10`, m?.name ?? s.name);
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
  const complete = (cards: MissionRecord[]) =>
    cards.filter((m) => !stubs.has(m) && !differs.some((s) => s.slug === m.slug)).length;
  return { differs, complete };
}
