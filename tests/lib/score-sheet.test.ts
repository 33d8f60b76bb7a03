import { describe, expect, it } from 'vitest';
import { bandLines, pointsLabel, scoreSheet } from '../../src/lib/print/score-sheet.ts';
import type { MissionScoringData, ScoringRule } from '../../src/lib/missions/types.ts';

const rule = (over: Partial<ScoringRule>): ScoringRule => ({
  id: 'r',
  label: 'Dominar la zona',
  kind: 'flag',
  points: 1,
  max: 1,
  timing: 'end',
  ...over,
});

describe('pointsLabel', () => {
  it.each([
    ['un sí o no', rule({ points: 3 }), '3 PO'],
    ['una penalización', rule({ points: -1 }), '−1 PO'],
    ['un recuento al final', rule({ kind: 'count', max: 3 }), '1 PO por cada uno'],
    ['un recuento por ronda', rule({ kind: 'count', max: 3, timing: 'round' }), '1 PO por Ronda'],
    ['con tope', rule({ kind: 'count', max: 5, cap: 3 }), '1 PO por cada uno (hasta 3)'],
    [
      'una tabla',
      rule({ kind: 'count', max: 400, bands: { all: [{ min: 0, max: 50, op: 1 }] } }),
      'según la tabla',
    ],
  ])('%s', (_name, r, expected) => {
    expect(pointsLabel(r)).toBe(expected);
  });
});

describe('scoreSheet', () => {
  const data: MissionScoringData = {
    slug: 'x',
    name: 'X',
    kind: 'mission',
    tiers: ['top'],
    hvt: false,
    groups: [],
    source: 'text',
    rules: [
      rule({ id: 'a', timing: 'round', condition: 'sólo si domina' }),
      rule({ id: 'b', kind: 'count', max: 3 }),
      rule({ id: 'c' }),
    ],
  };

  it('una casilla por ronda para lo que puntúa cada ronda, una al final para lo demás', () => {
    expect(scoreSheet(data, 3).map((r) => r.boxes)).toEqual([
      ['tick', 'tick', 'tick', 'none'],
      ['none', 'none', 'none', 'count'],
      ['none', 'none', 'none', 'tick'],
    ]);
  });

  it('la condición impresa acompaña al objetivo', () => {
    expect(scoreSheet(data, 3)[0]!.label).toBe('Dominar la zona (sólo si domina)');
  });
});

describe('bandLines', () => {
  it('una línea por tramo y tier, el último abierto', () => {
    const r = rule({
      kind: 'count',
      max: 400,
      bands: {
        top: [
          { min: 0, max: 50, op: 0 },
          { min: 51, max: null, op: 2, assumed: true },
        ],
      },
    });
    expect(bandLines(r)).toEqual([
      { tier: 'Top-Tier', range: '0–50', op: 0, assumed: false },
      { tier: 'Top-Tier', range: 'más de 50', op: 2, assumed: true },
    ]);
  });

  it('nada para un objetivo sin tabla', () => {
    expect(bandLines(rule({}))).toEqual([]);
  });
});
