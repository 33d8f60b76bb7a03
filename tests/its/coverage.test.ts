import { beforeAll, describe, expect, it } from 'vitest';
import { realBuild } from './helpers.ts';

// The whole ITS build runs once per file (realBuild caches it): outside any one test's time budget.
beforeAll(() => void realBuild(), 120_000);

describe('ITS coverage', () => {
  it('puts every sentence of the cleaned source on exactly one record', () => {
    const { coverage } = realBuild().result;
    expect(coverage.missing).toEqual([]);
    expect(coverage.duplicated).toEqual([]);
    expect(coverage.sentencesCovered).toBe(coverage.sentences);
    expect(coverage.sentences).toBeGreaterThan(1500);
  });

  it('finds every mission of the index, the six league rounds and both decks', () => {
    const { result } = realBuild();
    expect(result.missions).toHaveLength(26);
    expect(result.leagueRounds).toHaveLength(6);
    expect(result.classified.filter((c) => c.mode === 'standard')).toHaveLength(20);
    expect(result.classified.filter((c) => c.mode === 'extreme')).toHaveLength(20);
    expect(result.missions.map((m) => m.slug)).toContain('saqueo-y-sabotaje');
    expect(result.missions.map((m) => m.slug)).toContain('aniquilacion');
  });

  it('reports the coverage figure in the build log', () => {
    expect(
      realBuild().info.some((l) => /cobertura del texto presente \d+\/\d+ frases/.test(l)),
    ).toBe(true);
    expect(
      realBuild().info.some((l) =>
        /capítulos: \d+\/\d+ frases presentes .*, \d+\/\d+ bajo su encabezado impreso/.test(l),
      ),
    ).toBe(true);
  });
});
