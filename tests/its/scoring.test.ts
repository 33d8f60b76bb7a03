import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { realBuild, root } from './helpers.ts';
import { classifiedCount } from '../../src/lib/missions/classified-count.ts';
import {
  maxOp,
  maxRawOp,
  missionInputs,
  scoreMissionData,
  type PlayerInput,
} from '../../src/lib/missions/engine.ts';
import type { MissionScoringData, Tier } from '../../src/lib/missions/types.ts';

const all = realBuild().result.scoring;
const bySlug = (slug: string) => all.find((s) => s.slug === slug)!;

/** The text of a `## title` section of a Markdown file, up to the next `## `. */
function section(doc: string, title: string): string {
  const start = doc.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`docs/its-missions.md no tiene la sección «${title}»`);
  const end = doc.indexOf('\n## ', start + 3);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** A small hand-made mission for table-driven tests of the engine itself. */
const sample: MissionScoringData = {
  slug: 'prueba',
  name: 'Prueba',
  kind: 'mission',
  tiers: ['top', 'mid'],
  hvt: true,
  source: 'text',
  groups: [{ id: 'g', max: 3 }],
  rules: [
    {
      id: 'igual',
      label: 'Dominar tantos como el enemigo',
      kind: 'count',
      points: 1,
      max: 3,
      group: 'g',
      timing: 'round',
    },
    {
      id: 'mas',
      label: 'Dominar más que el enemigo',
      kind: 'count',
      points: 2,
      max: 3,
      group: 'g',
      timing: 'round',
    },
    {
      id: 'coffin',
      label: 'Controlar el Tech-Coffin',
      kind: 'flag',
      points: 3,
      max: 1,
      timing: 'end',
    },
    {
      id: 'extra',
      label: 'con el DataTracker',
      kind: 'flag',
      points: 2,
      max: 1,
      requires: 'coffin',
      timing: 'end',
    },
    {
      id: 'antenas',
      label: 'Por cada Antena',
      kind: 'count',
      points: 1,
      max: 2,
      cap: 1,
      timing: 'end',
    },
    {
      id: 'pen',
      label: 'No ha Situado el Multiscanner',
      kind: 'flag',
      points: -1,
      max: 1,
      timing: 'end',
    },
    {
      id: 'bajas',
      label: 'Puntos de Ejército eliminados',
      kind: 'count',
      points: 0,
      max: 400,
      timing: 'end',
      bands: {
        top: [
          { min: 100, max: 200, op: 1 },
          { min: 201, max: null, op: 3 },
        ],
        mid: [{ min: 75, max: null, op: 2 }],
      },
    },
  ],
};

describe('scoreMissionData (table)', () => {
  it.each<[string, Tier, PlayerInput, PlayerInput, number, number]>([
    ['nothing', 'top', {}, {}, 0, 0],
    ['rounds', 'top', { mas: 2, igual: 1 }, { igual: 1 }, 5, 1],
    ['extra needs its base', 'top', { extra: true }, { coffin: true, extra: true }, 0, 5],
    ['cap per objective', 'top', { antenas: 2 }, {}, 1, 0],
    ['penalty floors at 0', 'top', { pen: true }, { pen: true, coffin: true }, 0, 2],
    ['bands by tier', 'top', { bajas: 150 }, { bajas: 250 }, 1, 3],
    ['bands other tier', 'mid', { bajas: 150 }, { bajas: 50 }, 2, 0],
    ['cap at 10', 'top', { mas: 3, coffin: true, extra: true, antenas: 1, bajas: 300 }, {}, 10, 0],
    [
      'HVT: killer loses all, opponent +2',
      'top',
      { hvt: true, coffin: true },
      { coffin: true },
      0,
      5,
    ],
    ['HVT: +2 never above 10', 'top', { hvt: true }, { mas: 3, coffin: true, extra: true }, 0, 10],
    ['HVT: both kill one', 'top', { hvt: true, coffin: true }, { hvt: true }, 0, 0],
  ])('%s', (_name, tier, a, b, opA, opB) => {
    const r = scoreMissionData(sample, { tier, a, b });
    expect([r.a.op, r.b.op]).toEqual([opA, opB]);
  });

  it.each<[string, unknown, RegExp]>([
    ['negative count', { tier: 'top', a: { mas: -1 }, b: {} }, /negativo/],
    ['count above max', { tier: 'top', a: { antenas: 3 }, b: {} }, /máximo 2/],
    ['NaN', { tier: 'top', a: { mas: Number.NaN }, b: {} }, /entero/],
    ['flag as number', { tier: 'top', a: { coffin: 1 }, b: {} }, /boolean/],
    ['unknown input', { tier: 'top', a: { nada: 1 }, b: {} }, /no tiene la entrada «nada»/],
    [
      'exclusive group overfull',
      { tier: 'top', a: { mas: 2, igual: 2 }, b: {} },
      /suman 4, máximo 3/,
    ],
    ['tier the mission lacks', { tier: 'low', a: {}, b: {} }, /no se juega en tier «low»/],
    ['unknown tier', { tier: 'extra', a: {}, b: {} }, /Tier desconocido/],
  ])('throws on %s', (_name, input, message) => {
    expect(() => scoreMissionData(sample, input as never)).toThrow(message);
  });
});

/** Random valid inputs for a mission: counts within bounds, groups filled within their max. */
function arbInput(data: MissionScoringData): fc.Arbitrary<PlayerInput> {
  const inputs = missionInputs(data);
  return fc
    .record(
      Object.fromEntries(
        inputs.map((i) => [
          i.id,
          i.kind === 'flag' ? fc.boolean() : fc.integer({ min: 0, max: i.max }),
        ]),
      ),
    )
    .map((raw) => {
      const input: PlayerInput = { ...raw };
      for (const g of data.groups) {
        let left = g.max;
        for (const r of data.rules.filter((x) => x.group === g.id)) {
          const v = Number(input[r.id] ?? 0);
          const take = Math.min(v, left);
          input[r.id] = r.kind === 'flag' ? take > 0 : take;
          left -= take;
        }
      }
      return input;
    });
}

describe('every mission and league round (properties)', () => {
  it.each(all.map((d) => [d.slug, d] as const))(
    '%s: 0 ≤ OP ≤ 10 and swapping players swaps the result',
    (_slug, data) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...data.tiers),
          arbInput(data),
          arbInput(data),
          (tier, a, b) => {
            const r = scoreMissionData(data, { tier, a, b });
            const s = scoreMissionData(data, { tier, a: b, b: a });
            expect(r.a.op).toBeGreaterThanOrEqual(0);
            expect(r.a.op).toBeLessThanOrEqual(10);
            expect(r.b.op).toBeLessThanOrEqual(10);
            expect([s.a.op, s.b.op]).toEqual([r.b.op, r.a.op]);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});

describe('mission maximum', () => {
  const differing = all.filter(
    (d) => d.kind === 'mission' && Math.max(...d.tiers.map((t) => maxRawOp(d, t))) !== 10,
  );

  it('reaches 10 OP, or the mission is listed with its reason in docs/its-missions.md', () => {
    const doc = section(
      readFileSync(join(root, 'docs/its-missions.md'), 'utf8'),
      'Misiones con máximo distinto de 10',
    );
    const listed = [
      ...doc.matchAll(/^\| \[[^\]]+\]\(\/its\/misiones\/([a-z0-9-]+)\/\) *\| (\d+) *\|/gm),
    ].map((m) => [m[1], Number(m[2])]);
    expect(listed).toEqual(
      differing.map((d) => [d.slug, Math.max(...d.tiers.map((t) => maxRawOp(d, t)))]),
    );
  });

  it('the full table of docs/its-missions.md gives each mission and round its computed maximum', () => {
    const doc = section(
      readFileSync(join(root, 'docs/its-missions.md'), 'utf8'),
      'Todas las misiones y jornadas',
    );
    const listed = [
      ...doc.matchAll(
        /^\| \[[^\]]+\]\(\/its\/(?:misiones|ligas)\/([a-z0-9-]+)\/\) *\| (\d+) *\|/gm,
      ),
    ].map((m) => [m[1], Number(m[2])]);
    expect(listed).toEqual(
      all.map((d) => [d.slug, Math.max(...d.tiers.map((t) => maxRawOp(d, t)))]),
    );
  });

  it('every mission and league round reaches exactly 10 OP', () => {
    expect(all).toHaveLength(32);
    for (const d of all)
      expect([d.slug, Math.max(...d.tiers.map((t) => maxRawOp(d, t)))]).toEqual([d.slug, 10]);
  });

  it('is capped at 10', () => {
    for (const d of all) expect(maxOp(d)).toBeLessThanOrEqual(10);
  });

  it('Adquisición reads its objectives from the text', () => {
    const d = bySlug('adquisicion');
    expect(d.rules.map((r) => [r.kind, r.points, r.max])).toEqual([
      ['count', 1, 2],
      ['count', 1, 2],
      ['flag', 3, 1],
      ['flag', 2, 1],
      ['flag', 1, 1],
      ['count', 1, 1],
      ['flag', -1, 1],
    ]);
    expect(maxRawOp(d, 'top')).toBe(10);
  });
});

describe('every scoring value not read from the mission says so', () => {
  const source = readFileSync(join(root, 'content/sources/its-season-10.txt'), 'utf8').split('\n');
  const { missions, leagueRounds } = realBuild().result;
  /** The source lines of a card, joined: what «read from the mission's own text» means. */
  const textOf = (slug: string) => {
    const m = [...missions, ...leagueRounds].find((x) => x.slug === slug)!;
    const lines = new Set<number>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.line === 'number' && typeof o.start === 'number') lines.add(o.line);
        Object.values(o).forEach(walk);
      }
    };
    walk(m);
    return [...lines].map((l) => source[l - 1]!);
  };
  /** How the print words a band: `entre 75 y 150`, `más de 250`. */
  const printed = (b: { min: number; max: number | null }) =>
    b.max === null ? `más de ${b.min - 1}` : `entre ${b.min} y ${b.max}`;

  it.each(all.filter((s) => s.rules.some((r) => r.bands)).map((s) => [s.slug, s] as const))(
    '%s: each band is in its text or marked assumed',
    (slug, s) => {
      const lines = textOf(slug);
      for (const r of s.rules)
        for (const bands of Object.values(r.bands ?? {}))
          for (const b of bands ?? []) {
            // Read for this rule: on a line that speaks of survivors, or of kills, as the rule does.
            const about = r.id === 'supervivientes' ? /sobreviv/ : /Eliminar|Matar/;
            const read = lines.some((l) => l.includes(printed(b)) && about.test(l));
            // A band is either read from this card or says it is assumed (per band, or the rule's note).
            const marked = b.assumed === true || /supuest/i.test(r.note ?? '');
            expect(read || marked, `${slug} › ${r.id} › ${printed(b)}`).toBe(true);
            if (b.assumed)
              expect(
                read,
                `${slug} › ${r.id} › ${printed(b)} se lee en el texto: no es supuesto`,
              ).toBe(false);
          }
    },
  );

  it('Aniquilación marks exactly the 8 band rows its text does not print', () => {
    const rows = bySlug('aniquilacion').rules.flatMap((r) =>
      Object.values(r.bands ?? {}).flatMap((bs) => bs ?? []),
    );
    expect(rows).toHaveLength(18);
    expect(rows.filter((b) => b.assumed)).toHaveLength(8);
  });
});

describe('a classified count not read from the card is marked', () => {
  it('the seven cards whose «Clasificado» block the extraction lost, and no other, are deduced', () => {
    const deduced = all.filter((s) => classifiedCount(s).deduced).map((s) => s.slug);
    expect(deduced.sort()).toEqual([
      'linea-de-frente',
      'matriz-de-transmision',
      'rescate',
      'saqueo-y-sabotaje',
      'suministros',
      'terreno-seguro',
      'tiroteo',
    ]);
    // Read from its own card: Biotécvoro prints «3 Objetivos Clasificados».
    expect(classifiedCount(all.find((s) => s.slug === 'biotecvoro')!)).toEqual({
      count: 3,
      deduced: false,
    });
  });
});

describe('the kill bands of league rounds 3 to 5 are marked in their cells', () => {
  it.each(['tercera-jornada', 'cuarta-jornada', 'quinta-jornada'])(
    '%s: every «bajas» band is assumed, every survivors band is read',
    (slug) => {
      const rules = all.find((s) => s.slug === slug)!.rules;
      const bands = (id: string) =>
        Object.values(rules.find((r) => r.id === id)!.bands ?? {}).flatMap((bs) => bs ?? []);
      expect(bands('bajas').length).toBeGreaterThan(0);
      expect(bands('bajas').every((b) => b.assumed === true)).toBe(true);
      expect(bands('supervivientes').some((b) => b.assumed)).toBe(false);
    },
  );
});
