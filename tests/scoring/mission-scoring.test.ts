import { describe, expect, it } from 'vitest';
import * as browser from '../../src/lib/missions/mission-scoring.ts';
import * as checked from '../../src/lib/missions/missions.ts';

// The organiser's page reads the scoring file without zod (mission-scoring.ts); the build reads
// it through the schema (missions.ts). Both must answer alike for every scenario.
describe('puntuación del organizador sin zod', () => {
  it.each(checked.scoredSlugs())(
    '%s: el mismo máximo, las mismas entradas y los mismos PO',
    (slug) => {
      expect(browser.getMissionScoring(slug)).toEqual(checked.getMissionScoring(slug));
      const { inputs } = checked.getMissionScoring(slug);
      const full = Object.fromEntries(inputs.map((i) => [i.id, i.kind === 'flag' ? true : i.max]));
      const input = { tier: 'mid' as const, a: full, b: {} };
      // Every objective at its maximum may break a group's bound: then both refuse it alike.
      const outcome = (score: typeof checked.scoreMission) => {
        try {
          return score(slug, input);
        } catch (error) {
          return (error as Error).message;
        }
      };
      expect(outcome(browser.scoreMission)).toEqual(outcome(checked.scoreMission));
      const none = { tier: 'top' as const, a: {}, b: {} };
      expect(browser.scoreMission(slug, none)).toEqual(checked.scoreMission(slug, none));
    },
  );

  it('una misión desconocida es un error que la nombra', () => {
    expect(() => browser.getMissionScoring('no-existe')).toThrow(
      'Misión desconocida: «no-existe».',
    );
  });
});
