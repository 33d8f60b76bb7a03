import scoring from '../../../content/generated/its/scoring.json' with { type: 'json' };
import {
  maxOp,
  missionInputs,
  scoreMissionData,
  type PlayerInput,
  type PlayerScore,
  type ScoringInput,
} from './engine.ts';
import type { MissionScoringData, Tier } from './types.ts';
import { scoringFileSchema } from './schema.ts';

export { scoreMissionData } from './engine.ts';

/** Scoring data of every mission and league round, emitted by the ITS build; validated here, where it is read. */
const bySlug = new Map(readScoring(scoring).missions.map((m) => [m.slug, m]));

/** The scoring file checked against its schema: a bad entry is an error naming the mission and field. */
export function readScoring(data: unknown) {
  const parsed = scoringFileSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const missions = (data as { missions?: { slug?: string }[] } | null)?.missions;
  const problems = parsed.error.issues.map((i) => {
    const slug =
      i.path[0] === 'missions' && typeof i.path[1] === 'number'
        ? missions?.[i.path[1]]?.slug
        : undefined;
    return `${slug ? `«${slug}» ` : ''}${i.path.join('.')}: ${i.message}`;
  });
  throw new Error(
    `content/generated/its/scoring.json no es válido: ${problems.slice(0, 5).join('; ')}`,
  );
}

/** The scoring data of one mission or league round: what a page passes to its calculator island. */
export function missionData(slug: string): MissionScoringData {
  return data(slug);
}

function data(slug: string): MissionScoringData {
  const d = bySlug.get(slug);
  if (!d) throw new Error(`Misión desconocida: «${slug}».`);
  return d;
}

/** What the calculator needs for a mission: its maximum and its inputs. */
export function getMissionScoring(slug: string): {
  slug: string;
  maxOp: number;
  inputs: ScoringInput[];
} {
  const d = data(slug);
  return { slug, maxOp: maxOp(d), inputs: missionInputs(d) };
}

/** Scores a game of the mission `slug`; throws an Error on bad input. */
export function scoreMission(
  slug: string,
  input: { tier: Tier; a: PlayerInput; b: PlayerInput },
): { a: PlayerScore; b: PlayerScore } {
  return scoreMissionData(data(slug), input);
}

/** Slugs with scoring data, missions first then league rounds. */
export function scoredSlugs(): string[] {
  return [...bySlug.keys()];
}
