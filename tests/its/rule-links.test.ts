import { beforeAll, describe, expect, it } from 'vitest';
import { ruleHref } from '../../src/lib/its-rule-links.ts';
import { slugify } from '../../src/lib/slug.ts';
import { realBuild } from './helpers.ts';

// The whole ITS build runs once per file (realBuild caches it): outside any one test's time budget.
beforeAll(() => void realBuild(), 120_000);

describe('ruleHref', () => {
  const ids = new Map([
    ['cuadrantes-zo', 'cuadrantes-zo'],
    ['dominar-zona-de-operaciones', 'dominar-zona-de-operaciones'],
    ['carta-intelcom-bastimento', 'carta-intelcom-bastimento'],
  ]);
  it.each([
    ['Cuadrantes (ZO)', ids, '#cuadrantes-zo'],
    ['Dominar ZO', ids, '#dominar-zona-de-operaciones'],
    ['Carta INTELCOM (Bastimento)', ids, '#carta-intelcom-bastimento'],
    [
      'Carta INTELCOM (Bastimento)',
      new Map(),
      '/its/misiones/capturar-y-proteger/#carta-intelcom-bastimento',
    ],
    ['Dominar ZO', new Map(), '/its/misiones/control-de-cuadrantes/#dominar-zona-de-operaciones'],
    ['Sin Cuartel', new Map(), undefined],
  ])('%s', (name, sections, href) => {
    expect(ruleHref(name, sections)).toBe(href);
  });

  it('every «Dominar ZO» and «Bastimento» of the seed rule lists has a target', () => {
    const { missions } = realBuild().result;
    for (const m of missions) {
      const sections = new Map(m.specialRules.map((r) => [slugify(r.title), r.id]));
      for (const n of m.specialRuleNames.filter((x) => /Dominar ZO|Bastimento/.test(x))) {
        const href = ruleHref(n, sections);
        expect(href, `${m.slug} › ${n}`).toBeDefined();
        // Same page: a section of it; another page: a section that card has.
        const [path, hash] = href!.split('#');
        const owner = path ? missions.find((x) => `/its/misiones/${x.slug}/` === path) : m;
        expect(
          owner?.specialRules.map((r) => r.id),
          `${m.slug} › ${n}`,
        ).toContain(hash);
      }
    }
  });
});
