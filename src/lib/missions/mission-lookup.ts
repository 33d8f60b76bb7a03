import {
  maxOp,
  missionInputs,
  scoreMissionData,
  type PlayerInput,
  type PlayerScore,
  type ScoringInput,
} from './engine.ts';
import type { MissionScoringData, ScoringFile, Tier } from './types.ts';

/**
 * The questions asked of the scoring of every mission and league round, over a file already
 * checked against its schema: `missions.ts` checks it where the build reads it, and the
 * organiser's page (`mission-scoring.ts`) gets the same file from that very build.
 */
export function missionLookup(file: ScoringFile) {
  const bySlug = new Map(file.missions.map((m) => [m.slug, m]));
  const data = (slug: string): MissionScoringData => {
    const d = bySlug.get(slug);
    if (!d) throw new Error(`Misión desconocida: «${slug}».`);
    return d;
  };
  return {
    /** The scoring data of one mission or league round: what a page passes to its calculator island. */
    missionData: data,
    /** What the calculator needs for a mission: its maximum and its inputs. */
    getMissionScoring(slug: string): { slug: string; maxOp: number; inputs: ScoringInput[] } {
      const d = data(slug);
      return { slug, maxOp: maxOp(d), inputs: missionInputs(d) };
    },
    /** Scores a game of the mission `slug`; throws an Error on bad input. */
    scoreMission(
      slug: string,
      input: { tier: Tier; a: PlayerInput; b: PlayerInput },
    ): { a: PlayerScore; b: PlayerScore } {
      return scoreMissionData(data(slug), input);
    },
    /** Slugs with scoring data, missions first then league rounds. */
    scoredSlugs: (): string[] => [...bySlug.keys()],
  };
}
