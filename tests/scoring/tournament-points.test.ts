import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tournamentPoints } from '../../src/lib/tournament/tournament-points.ts';

describe('tournamentPoints', () => {
  it.each([
    // The rules' own example: 7 OP against 3 OP.
    { op: 7, opp: 3, tp: 2, why: 'Victoria del ejemplo (diferencia 4)' },
    { op: 3, opp: 7, tp: 0, why: 'Derrota del ejemplo (diferencia −4)' },
    { op: 10, opp: 5, tp: 3, why: 'Victoria Total en el límite (5)' },
    { op: 10, opp: 0, tp: 3, why: 'Victoria Total (10)' },
    { op: 5, opp: 1, tp: 2, why: 'Victoria (4)' },
    { op: 1, opp: 0, tp: 2, why: 'Victoria mínima (1)' },
    { op: 0, opp: 0, tp: 1, why: 'Empate a cero' },
    { op: 6, opp: 6, tp: 1, why: 'Empate' },
    { op: 0, opp: 1, tp: 0, why: 'Derrota mínima' },
    { op: 0, opp: 10, tp: 0, why: 'Derrota amplia' },
  ])('$op vs $opp → $tp TP ($why)', ({ op, opp, tp }) => {
    expect(tournamentPoints(op, opp)).toBe(tp);
  });

  it.each([
    [-1, 0],
    [0, -1],
    [Number.NaN, 0],
    [1.5, 0],
    [Infinity, 0],
    ['3' as unknown as number, 0],
  ])('rejects %s vs %s', (op, opp) => {
    expect(() => tournamentPoints(op, opp)).toThrow(/Puntos de Objetivo/);
  });

  it('awards at most one Victory per game and pairs draws', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (x, y) => {
        const a = tournamentPoints(x, y);
        const b = tournamentPoints(y, x);
        if (x === y) return a === 1 && b === 1;
        return Math.min(a, b) === 0 && Math.max(a, b) >= 2;
      }),
    );
  });
});
