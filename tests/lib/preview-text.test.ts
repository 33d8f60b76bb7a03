import { describe, expect, it } from 'vitest';
import { PREVIEW_TEXT_MAX, previewText } from '../../src/lib/preview-text.ts';

describe('previewText', () => {
  it('un texto corto queda igual, en una línea', () => {
    expect(previewText('No.\nBerserk no  produce Tiradas.')).toBe(
      'No. Berserk no produce Tiradas.',
    );
  });

  it('uno largo se corta en una palabra, con puntos suspensivos, dentro del límite', () => {
    const long = 'Una Tirada Exitosa de Esquivar sólo permitirá a la Tropa mover, '.repeat(8);
    const cut = previewText(long);
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_TEXT_MAX);
    expect(cut).toMatch(/[a-záéíóú]…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toMatch(/[\s,]/);
  });
});
