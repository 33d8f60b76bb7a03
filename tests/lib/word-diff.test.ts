import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, diffStats, wordDiff } from '../../src/lib/word-diff.ts';

describe('diferencias palabra a palabra', () => {
  it.each([
    ['una palabra cambia', 'la Tropa no es Nulo', 'la Tropa no es Nula', { added: 1, removed: 1 }],
    ['se añade una frase', 'Uno.', 'Uno. Dos tres.', { added: 2, removed: 0 }],
    ['se quita una palabra', 'a b c', 'a c', { added: 0, removed: 1 }],
    ['nada cambia', 'igual', 'igual', { added: 0, removed: 0 }],
  ])('%s', (_name, before, after, stats) => {
    expect(diffStats(wordDiff(before, after))).toEqual(stats);
  });

  it('marca palabras, no letras', () => {
    const parts = wordDiff(
      'no Nulo ni Inmovilizado',
      'no Nulo (excepto Sepsitorizado) ni Inmovilizado',
    );
    expect(parts.filter((p) => p.op === 'ins').map((p) => p.text.trim())).toEqual([
      '(excepto Sepsitorizado)',
    ]);
  });

  it('recorta lo que no cambia lejos de un cambio', () => {
    const long = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const parts = wordDiff(`${long} fin`, `${long} final`, 5);
    const kept = parts.find((p) => p.op === 'eq')!;
    expect(kept.text.startsWith('… ')).toBe(true);
    expect(countWords(kept.text)).toBe(5);
  });

  it('sin recorte, el diff reconstruye las palabras de los dos textos', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'LDT', 'Nulo', 'x.'), { maxLength: 30 }),
        fc.array(fc.constantFrom('a', 'b', 'LDT', 'Nulo', 'x.'), { maxLength: 30 }),
        (x, y) => {
          const before = x.join(' ');
          const after = y.join(' ');
          const parts = wordDiff(before, after, 10_000);
          // jsdiff may move a space between runs: words and their order are what must hold.
          const words = (kept: string) => kept.split(/\s+/).filter(Boolean);
          expect(
            words(
              parts
                .filter((p) => p.op !== 'del')
                .map((p) => p.text)
                .join(''),
            ),
          ).toEqual(words(after));
          expect(
            words(
              parts
                .filter((p) => p.op !== 'ins')
                .map((p) => p.text)
                .join(''),
            ),
          ).toEqual(words(before));
        },
      ),
    );
  });
});
