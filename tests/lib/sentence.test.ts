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
    // A clause of a few words after «:» or «;» says nothing alone: the clause before comes too.
    [
      'tras dos puntos, solo un nombre',
      'Otra. Esta arma aplica los efectos de la Habilidad Especial: Camuflaje. Más.',
      'Camuflaje',
      'Esta arma aplica los efectos de la Habilidad Especial: Camuflaje.',
    ],
    [
      'tras «ver:»',
      'Otra. No podrá declarar Ataque CD aunque la Tirada resulte exitosa (ver: Camuflaje). Más.',
      'Camuflaje',
      'No podrá declarar Ataque CD aunque la Tirada resulte exitosa (ver: Camuflaje).',
    ],
    ['tras punto y coma, corta', 'Uno. a b; c LDT. Dos.', 'LDT', 'a b; c LDT.'],
    ['dos puntos al principio del texto', ': LDT.', 'LDT', ': LDT.'],
  ])('%s', (_name, source, word, expected) => {
    expect(sentenceAround(source, source.indexOf(word), word.length)).toBe(expected);
  });

  it('una frase larga se corta alrededor de la mención', () => {
    const long = `${'palabra '.repeat(100)}LDT ${'otra '.repeat(100)}.`;
    const quoted = sentenceAround(long, long.indexOf('LDT'), 3, 80);
    expect(quoted).toContain('LDT');
    expect(quoted.length).toBeLessThanOrEqual(82);
  });

  it('una frase larga se corta entre palabras, nunca dentro de una', () => {
    const long = `${'abcdefg '.repeat(50)}LDT ${'hijklmn '.repeat(50)}.`;
    for (const max of [60, 61, 62, 63, 64, 65, 66, 67]) {
      const quoted = sentenceAround(long, long.indexOf('LDT'), 3, max);
      expect(quoted).toMatch(/^…(abcdefg )+LDT( hijklmn)+…$/);
    }
  });

  it('cortada al final de la frase, no añade «…» detrás', () => {
    const long = `Otra. ${'palabra '.repeat(60)}(ver: LDT). Más.`;
    const quoted = sentenceAround(long, long.indexOf('LDT'), 3, 80);
    expect(quoted).toMatch(/^….*\(ver: LDT\)\.$/);
    expect(quoted.length).toBeLessThanOrEqual(81);
  });

  it('cortada o no, la frase contiene la mención', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.integer({ min: 16, max: 200 }),
        (before, after, max) => {
          const t = `${before} MENCION ${after}`;
          const quoted = sentenceAround(t, before.length + 1, 7, max);
          expect(quoted).toContain('MENCION');
          expect(quoted.length).toBeLessThanOrEqual(max + 2);
        },
      ),
    );
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
