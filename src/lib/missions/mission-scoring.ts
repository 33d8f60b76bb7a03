import scoring from '@generated/its/scoring.json' with { type: 'json' };
import { missionLookup } from './mission-lookup.ts';
import type { ScoringFile } from './types.ts';

/**
 * The scoring of every scenario for the organiser's page, without checking the file again in the
 * reader's browser: the same build that bundles this file has checked it (`missions.ts`, read by
 * every mission page; an invalid file fails the build). Checking it here cost the page its zod
 * and, on a phone, a visible delay at the first tap (docs/figures.md).
 */
export const { getMissionScoring, scoreMission } = missionLookup(scoring as ScoringFile);
