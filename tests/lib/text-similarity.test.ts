import { describe, expect, it } from 'vitest';
import { bestMatch } from '../../src/lib/text-similarity.ts';

const faqs = [
  {
    key: 'a',
    text: '¿Se puede declarar Berserk si se empieza la Orden en Estado Trabado? Si. Berserk se puede declarar cuando se está en el Estado Trabado.',
  },
  {
    key: 'b',
    text: '¿Se puede esquivar un ataque Berserk? No. Berserk no produce Tiradas Enfrentadas.',
  },
];

describe('bestMatch', () => {
  it.each([
    ['Berserk se puede declarar cuando se esta en Estado Trabado.', 'a'],
    ['No se puede esquivar Berserk: no produce Tiradas Enfrentadas', 'b'],
    ['Nada que ver con ninguna caja de aquí', undefined],
    ['', undefined],
  ])('%j → %j', (summary, key) => {
    expect(bestMatch(summary, faqs)).toBe(key);
  });
});
