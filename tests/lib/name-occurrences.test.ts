import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createNameScanner } from '../../pipeline/shared/name-occurrences.ts';

/** The definition: the regular expression the term pages used before (longest name first). */
function byRegex(names: string[], text: string): { name: string; index: number }[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sorted = [...new Set(names)]
    .filter((n) => n.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  if (sorted.length === 0) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return [...text.matchAll(pattern)].map((m) => ({ name: m[0], index: m.index }));
}

const find = (names: string[], text: string) => createNameScanner(names).find(text);

describe('createNameScanner', () => {
  it.each<[string, string[], string, { name: string; index: number }[]]>([
    ['a whole word', ['Tropa'], 'Una Tropa activa.', [{ name: 'Tropa', index: 4 }]],
    ['not inside a word', ['Tropa'], 'Tropas y Retropa', []],
    ['case as written', ['Tropa'], 'una tropa', []],
    [
      'longest name first',
      ['Ataque', 'Ataque CD'],
      'un Ataque CD.',
      [{ name: 'Ataque CD', index: 3 }],
    ],
    [
      'a shorter name when the longer is not a whole word',
      ['Ataque', 'Ataque C'],
      'Ataque CD',
      [{ name: 'Ataque', index: 0 }],
    ],
    [
      'numbers are word characters',
      ['Inmovilizado'],
      'Inmovilizado-1 e Inmovilizado2',
      [{ name: 'Inmovilizado', index: 0 }],
    ],
    [
      'punctuation in the name',
      ['¡Alarma!'],
      'Grita ¡Alarma!, y',
      [{ name: '¡Alarma!', index: 6 }],
    ],
    ['accented neighbours are letters', ['LDT'], 'ÁLDT LDTé (LDT)', [{ name: 'LDT', index: 11 }]],
    ['no overlap', ['ab ab'], 'ab ab ab', [{ name: 'ab ab', index: 0 }]],
    ['an astral letter is a letter', ['LDT'], '𝐀LDT 😀LDT', [{ name: 'LDT', index: 8 }]],
    ['no names, nothing found', [], 'Tropa', []],
    ['empty names are ignored', [''], 'Tropa', []],
  ])('%s', (_case, names, text, expected) => {
    expect(find(names, text)).toEqual(expected);
    expect(byRegex(names, text)).toEqual(expected);
  });

  it('finds what the regular expression finds', () => {
    // A small alphabet so that names and texts collide often: letters, digits, accents, spaces,
    // punctuation and an astral letter.
    const char = fc.constantFrom('a', 'b', 'A', 'é', '1', ' ', '-', '.', '¡', '𝐀', '😀');
    const word = fc.array(char, { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 6 }),
        fc.array(char, { maxLength: 40 }).map((c) => c.join('')),
        (names, text) => {
          expect(find(names, text)).toEqual(byRegex(names, text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
