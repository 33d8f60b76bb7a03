import { describe, expect, it } from 'vitest';
import { reinforcements, type ReinforcementListPoints } from '../../src/lib/reinforcements.ts';

describe('reinforcements', () => {
  it.each([
    // The rules' example: 350-point list, at 250 VP or fewer the player may request.
    {
      list: 350,
      vp: 250,
      round: 1,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: true, retreat: false },
    },
    {
      list: 350,
      vp: 251,
      round: 1,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: false, retreat: false },
    },
    {
      list: 350,
      vp: 251,
      round: 2,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: false, retreat: false },
    },
    // Third game round: whatever the VP.
    {
      list: 350,
      vp: 350,
      round: 3,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: true, retreat: false },
    },
    {
      list: 350,
      vp: 88,
      round: 2,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: true, retreat: true },
    },
    {
      list: 350,
      vp: 89,
      round: 2,
      expected: { threshold: 250, retreatThreshold: 88, canRequest: true, retreat: false },
    },
    {
      list: 250,
      vp: 200,
      round: 1,
      expected: { threshold: 200, retreatThreshold: 63, canRequest: true, retreat: false },
    },
    {
      list: 250,
      vp: 63,
      round: 1,
      expected: { threshold: 200, retreatThreshold: 63, canRequest: true, retreat: true },
    },
    {
      list: 300,
      vp: 226,
      round: 2,
      expected: { threshold: 225, retreatThreshold: 75, canRequest: false, retreat: false },
    },
    {
      list: 300,
      vp: 75,
      round: 3,
      expected: { threshold: 225, retreatThreshold: 75, canRequest: true, retreat: true },
    },
    {
      list: 400,
      vp: 275,
      round: 1,
      expected: { threshold: 275, retreatThreshold: 100, canRequest: true, retreat: false },
    },
    {
      list: 400,
      vp: 0,
      round: 1,
      expected: { threshold: 275, retreatThreshold: 100, canRequest: true, retreat: true },
    },
  ] as const)('$list points, $vp VP, round $round', ({ list, vp, round, expected }) => {
    expect(reinforcements(list, vp, round)).toEqual(expected);
  });

  it.each([
    [200, 100, 1, /puntos de la Lista/],
    [350, -1, 1, /Puntos de Victoria/],
    [350, Number.NaN, 1, /Puntos de Victoria/],
    [350, 10.5, 1, /Puntos de Victoria/],
    [350, 351, 1, /no pueden superar/],
    [350, 100, 0, /Ronda de Juego/],
    [350, 100, 4, /entre 1 y 3/],
  ])('rejects %s points, %s VP, round %s', (list, vp, round, message) => {
    expect(() => reinforcements(list as ReinforcementListPoints, vp, round)).toThrow(message);
  });
});
