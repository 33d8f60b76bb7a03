import { describe, expect, it } from 'vitest';
import { getMissionScoring, scoreMission } from '../../src/lib/missions/missions.ts';

/** The contract the calculator island relies on, over the generated `scoring.json`. */
describe('getMissionScoring / scoreMission', () => {
  it('lists inputs and the maximum of a mission', () => {
    const s = getMissionScoring('adquisicion');
    expect(s.slug).toBe('adquisicion');
    expect(s.maxOp).toBe(10);
    expect(s.inputs.map((i) => i.kind)).toContain('flag');
    expect(s.inputs.at(-1)).toMatchObject({ id: 'hvt', kind: 'flag', min: 0, max: 1 });
  });

  it('scores both players with a breakdown', () => {
    const r = scoreMission('adquisicion', {
      tier: 'top',
      a: { 'objetivo-3': true, clasificados: 1 },
      b: { 'objetivo-1': 2 },
    });
    expect(r.a.op).toBe(4);
    expect(r.b.op).toBe(2);
    expect(r.a.breakdown.find((x) => x.id === 'objetivo-3')?.op).toBe(3);
  });

  it('uses tier bands (Aniquilación)', () => {
    expect(
      scoreMission('aniquilacion', { tier: 'low', a: { bajas: 160, datatracker: true }, b: {} }).a
        .op,
    ).toBe(6);
    expect(scoreMission('aniquilacion', { tier: 'top', a: { bajas: 160 }, b: {} }).a.op).toBe(1);
  });

  it('throws on an unknown slug', () => {
    expect(() => getMissionScoring('no-existe')).toThrow(/Misión desconocida/);
    expect(() => scoreMission('no-existe', { tier: 'top', a: {}, b: {} })).toThrow(/no-existe/);
  });
});
