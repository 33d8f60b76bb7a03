/**
 * What one run of the ITS part produces: built by `index.ts`, written by `emit/`, read by tests.
 * It lives apart from `index.ts` so the stages that take it need not import the orchestrator.
 */
import type { CleanLine } from './types.ts';
import type { Placement } from './outline/placement.ts';
import type { MissionRecord } from './transform/mission/record.ts';
import type { IndexRecord } from './transform/index-record.ts';
import type { ChapterRecord, ClassifiedRecord } from './transform/types.ts';
import type { Coverage } from './transform/coverage.ts';
import type { MissionScoringData } from '../../src/lib/missions/types.ts';

/** Everything one run produces, for the emit step and for tests. */
export interface ItsBuild {
  index: IndexRecord;
  chapters: ChapterRecord[];
  placement: Placement;
  /** The cleaned source lines every figure is measured on. */
  cleanLines: CleanLine[];
  missions: MissionRecord[];
  leagueRounds: MissionRecord[];
  classified: ClassifiedRecord[];
  scoring: MissionScoringData[];
  coverage: Coverage;
}
