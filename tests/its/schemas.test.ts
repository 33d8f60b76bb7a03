import { beforeAll, describe, expect, it } from 'vitest';
import { realBuild } from './helpers.ts';
import {
  chapterSchema,
  classifiedSchema,
  leagueRoundSchema,
  missionSchema,
} from '../../src/content/its-schemas.ts';
import { tierSchema } from '../../src/lib/missions/schema.ts';
import { TIERS } from '../../src/lib/tournament/kinds.ts';

// `Tier` is defined once, by the schema; the calculators' list of tiers must name exactly those.
describe('tiers', () => {
  it("TIERS lists the schema's tiers, in its order", () => {
    expect(TIERS).toEqual(tierSchema.options);
  });
});

// The whole ITS build runs once per file (realBuild caches it): outside any one test's time budget.
beforeAll(() => void realBuild(), 120_000);

describe('ITS records match the collection schemas', () => {
  const { result } = realBuild();
  it.each([
    ['missions', missionSchema, result.missions],
    ['league rounds', leagueRoundSchema, result.leagueRounds],
    ['classified', classifiedSchema, result.classified],
    ['chapters', chapterSchema, result.chapters],
  ] as const)('%s', (_name, schema, records) => {
    for (const r of records as unknown[]) expect(() => schema.parse(r)).not.toThrow();
  });
});
