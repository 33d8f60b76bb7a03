import { describe, expect, it } from 'vitest';
import { countNoun, nounForm } from '../../src/lib/count-noun.ts';

describe('un número y su nombre concuerdan', () => {
  it.each([
    [0, '0 Puntos de Torneo'],
    [1, '1 Punto de Torneo'],
    [2, '2 Puntos de Torneo'],
    [4, '4 Puntos de Torneo'],
    [-1, '-1 Punto de Torneo'],
    [1.5, '1.5 Puntos de Torneo'],
    [1_000_000, '1000000 Puntos de Torneo'],
  ])('%d → %s', (n, text) => {
    expect(countNoun(n, 'Punto de Torneo', 'Puntos de Torneo')).toBe(text);
  });

  it.each([
    [1, 'página guardada'],
    [0, 'páginas guardadas'],
    [21, 'páginas guardadas'],
  ])('sólo la forma: %d → %s', (n, form) => {
    expect(nounForm(n, 'página guardada', 'páginas guardadas')).toBe(form);
  });
});
