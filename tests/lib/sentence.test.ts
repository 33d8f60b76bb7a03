import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceAround } from '../../src/lib/sentence.ts';

describe('la frase alrededor de una mención', () => {
  const text =
    'Primera frase. La Tropa necesita LDT hacia su objetivo: sin ella no hay Ataque. Otra.';
  it.each([
    ['en medio', text, 'LDT', 'La Tropa necesita LDT hacia su objetivo:'],
    ['tras los dos puntos', text, 'Ataque', 'sin ella no hay Ataque.'],
    ['al principio', text, 'Primera', 'Primera frase.'],
    ['al final', text, 'Otra', 'Otra.'],
    ['un salto de línea corta', 'a b\nc LDT d\ne', 'LDT', 'c LDT d'],
  ])('%s', (_name, source, word, expected) => {
    expect(sentenceAround(source, source.indexOf(word), word.length)).toBe(expected);
  });

  it('una frase larga se corta alrededor de la mención', () => {
    const long = `${'palabra '.repeat(100)}LDT ${'otra '.repeat(100)}.`;
    const quoted = sentenceAround(long, long.indexOf('LDT'), 3, 80);
    expect(quoted).toContain('LDT');
    expect(quoted.length).toBeLessThanOrEqual(82);
  });

  it('la frase siempre contiene la mención', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const t = `${before} MENCION ${after}`;
        const at = before.length + 1;
        expect(sentenceAround(t, at, 7, 10_000)).toContain('MENCION');
      }),
    );
  });
});
