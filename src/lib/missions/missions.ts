import scoring from '@generated/its/scoring.json' with { type: 'json' };
import { missionLookup } from './mission-lookup.ts';
import { scoringFileSchema } from './schema.ts';

export { scoreMissionData } from './engine.ts';

/** Scoring data of every mission and league round, emitted by the ITS build; validated here, where it is read. */
const lookup = missionLookup(readScoring(scoring));

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

/** `missionData(slug)`: what a page passes to its calculator island; the rest as in `mission-lookup.ts`. */
export const { missionData, getMissionScoring, scoreMission, scoredSlugs } = lookup;
