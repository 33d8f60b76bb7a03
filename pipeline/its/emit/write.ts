/** Emit stage of ITS: one JSON file per collection, plus scoring (for the calculator) and coverage (for review). */
import { join } from 'node:path';
import { writeJson } from '../../shared/files.ts';
import type { ItsBuild } from '../build-result.ts';
import type { Placement } from '../outline/placement.ts';

/** `missionPlacement`: the missions against their printed outline (absent without that outline). */
export function writeIts(
  dir: string,
  result: ItsBuild,
  missionPlacement: Placement | undefined,
): void {
  writeJson(join(dir, 'index.json'), [result.index]);
  writeJson(join(dir, 'chapters.json'), result.chapters);
  writeJson(join(dir, 'missions.json'), result.missions);
  writeJson(join(dir, 'league-rounds.json'), result.leagueRounds);
  writeJson(join(dir, 'classified.json'), result.classified);
  writeJson(join(dir, 'scoring.json'), { missions: result.scoring });
  const { sentences, sentencesCovered, missing, duplicated } = result.coverage;
  writeJson(join(dir, 'coverage.json'), {
    sentences,
    sentencesCovered,
    missing,
    duplicated,
    placement: result.placement,
    missionPlacement,
  });
}
