/** The ITS figures for the build log: what was built, what the cleaner took out, how much text is shown and where. */
import type { CleanResult } from '../clean/index.ts';
import type { Coverage } from '../transform/coverage.ts';
import type { MissionRecord } from '../transform/mission.ts';
import type { Placement } from '../outline/placement.ts';
import { maxRawOp } from '../../../src/lib/missions/engine.ts';
import type { MissionScoringData } from '../../../src/lib/missions/types.ts';

export interface ItsFigures {
  missions: MissionRecord[];
  leagueRounds: MissionRecord[];
  cards: number;
  chapters: number;
  /** Cards complete: not cut short and worth what they should. */
  complete: (cards: MissionRecord[]) => number;
  cleaned: Pick<CleanResult, 'noise' | 'joins'>;
  coverage: Coverage;
  placement: Placement;
  /** Missions worth other than 10 OP. */
  differs: MissionScoringData[];
}

/** `n` of `total` as a percentage with one decimal (`0.0` when there is nothing to count). */
const percent = (n: number, total: number) => ((100 * n) / Math.max(1, total)).toFixed(1);

export function reportIts(info: (message: string) => void, f: ItsFigures): void {
  const { missions, leagueRounds, coverage, placement } = f;
  const n = f.cleaned.noise;
  info(
    `ITS: ${missions.length} misiones (${f.complete(missions)} completas), ${leagueRounds.length} jornadas de liga (${f.complete(leagueRounds)} completas), ${f.cards} cartas clasificadas, ${f.chapters} capítulos`,
  );
  info(
    `ITS: ruido quitado: ${n['page-number']} números de página, ${n['running-header']} cabeceras, ${n['letter-spaced']} rótulos deletreados, ${n.measurement} medidas; ${f.cleaned.joins} frases reunidas`,
  );
  info(
    `ITS: cobertura del texto presente ${coverage.sentencesCovered}/${coverage.sentences} frases (${percent(coverage.sentencesCovered, coverage.sentences)} %)`,
  );
  info(
    `ITS: capítulos: ${placement.present}/${placement.sentences} frases presentes (${percent(placement.present, placement.sentences)} %), ${placement.placed}/${placement.sentences} bajo su encabezado impreso (${percent(placement.placed, placement.sentences)} %)`,
  );
  info(
    `ITS: misiones con máximo distinto de 10 OP: ${f.differs.map((s) => `${s.slug} (${maxRawOp(s, s.tiers[0]!)})`).join(', ') || 'ninguna'}`,
  );
}
