import { beforeAll, describe, expect, it } from 'vitest';
import { listedRule, ruleDefinitions, ruleHref } from '../../src/lib/its-rule-links.ts';
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

describe('a listed rule the card does not print says so, and links where its text is', () => {
  const { chapters, missions, leagueRounds } = realBuild().result;
  const byLine = <T extends { line: number }>(xs: T[]) => [...xs].sort((a, b) => a.line - b.line);
  const definitions = ruleDefinitions(chapters, [
    ...byLine(missions).map((m) => ({ ...m, path: `/its/misiones/${m.slug}/` })),
    ...byLine(leagueRounds).map((r) => ({ ...r, path: `/its/ligas/${r.slug}/` })),
  ]);
  const listed = (slug: string, name: string) => {
    const m = missions.find((x) => x.slug === slug)!;
    expect(m.specialRuleNames, slug).toContain(name);
    return listedRule(
      name,
      new Map(m.specialRules.map((r) => [slugify(r.title), r.id])),
      definitions,
    );
  };

  it.each([
    ['decapitacion', 'Objetivo Designado', '/its/reglas/reglas-de-torneo/#objetivo-designado'],
    ['decapitacion', 'Sin Cuartel', '/its/misiones/aniquilacion/#sin-cuartel'],
    [
      'comms-center',
      'Carta INTELCOM (Contraespionaje)',
      '/its/misiones/biotecvoro/#carta-intelcom-contraespionaje',
    ],
    ['tiroteo', 'Tropas Especialistas', '/its/misiones/adquisicion/#tropas-especialistas'],
    ['tiroteo', 'DataTracker', '/its/reglas/temporada-10/#datatracker'],
  ])('%s › %s: not printed, text at %s', (slug, name, href) => {
    expect(listed(slug, name)).toMatchObject({ printed: false, href });
  });

  it('a rule the card prints links its own section', () => {
    expect(listed('decapitacion', 'Eliminación')).toEqual({
      name: 'Eliminación',
      href: '#eliminacion',
      printed: true,
    });
  });

  it('every target of a rule not printed on its card is a section that has text', () => {
    for (const m of missions) {
      const ids = new Map(m.specialRules.map((r) => [slugify(r.title), r.id]));
      for (const n of m.specialRuleNames) {
        const r = listedRule(n, ids, definitions);
        if (r.printed || !r.href) continue;
        const [path, hash] = r.href.split('#');
        const chapter = chapters.find((c) => `/its/reglas/${c.slug}/` === path);
        const card = missions.find((x) => `/its/misiones/${x.slug}/` === path);
        const section = (chapter?.sections ?? card?.specialRules)?.find((s) => s.id === hash);
        expect(section, `${m.slug} › ${n} → ${r.href}`).toBeDefined();
      }
    }
  });
});
