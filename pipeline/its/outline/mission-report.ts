import { join } from 'node:path';
import type { BuildContext } from '../../shared/context.ts';
import type { ItsBuild } from '../build-result.ts';
import { loadMissionOutline } from './load.ts';
import { checkMissionPlacement } from './mission-placement.ts';
import type { Placement } from './placement.ts';

export const MISSION_OUTLINE = 'content/corrections/its-mission-outline.json';

/** What the ITS build produced that the mission measure reads. */
type Built = Pick<ItsBuild, 'missions' | 'leagueRounds' | 'cleanLines' | 'chapters' | 'classified'>;

/**
 * Measures the mission cards and league rounds against their reviewed outline and reports it like
 * the chapters' figure: sentences present and sentences under their printed heading. Each
 * difference is a warning naming the source line and the card (`--strict` fails on it).
 */
export function reportMissionPlacement(
  ctx: Pick<BuildContext, 'root' | 'warn' | 'info'>,
  built: Built,
  source: string,
): Placement | undefined {
  const outline = loadMissionOutline(join(ctx.root, MISSION_OUTLINE), (message) =>
    ctx.warn({ file: MISSION_OUTLINE, message: message.replace(`${ctx.root}/`, '') }),
  );
  if (!outline) return undefined;
  const cards = [...built.missions, ...built.leagueRounds];
  const placement = checkMissionPlacement(cards, outline, built.cleanLines, [
    built.chapters,
    built.classified,
  ]);
  for (const p of placement.problems.slice(0, 15))
    ctx.warn({
      file: source,
      page: p.chapter,
      ...(p.line ? { line: p.line } : {}),
      message: `orden de lectura: ${p.message}`,
    });
  const share = (n: number) => ((100 * n) / Math.max(1, placement.sentences)).toFixed(1);
  ctx.info(
    `ITS: misiones y jornadas: ${outline.cards.length}/${cards.length} cartas con esquema; ${placement.present}/${placement.sentences} frases presentes (${share(placement.present)} %), ${placement.placed}/${placement.sentences} bajo su encabezado impreso (${share(placement.placed)} %)`,
  );
  return placement;
}
