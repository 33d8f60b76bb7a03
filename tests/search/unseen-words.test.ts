/**
 * `unseenWords` looks for the query's words in each folded page text instead of splitting whole
 * pages into words (a later query's main thread); it must answer exactly as the plain
 * definition: the query's folded words that are no word of any text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, words } from '../../src/lib/search/fold.ts';
import { hasWord, unseenWords } from '../../src/lib/search/unseen-words.ts';

const byDefinition = (query: string, texts: readonly string[]) => {
  const seen = new Set(texts.flatMap((text) => words(fold(text))));
  return words(fold(query)).filter((word) => !seen.has(word));
};

describe('hasWord', () => {
  it.each([
    ['ataque intuitivo', 'ataque', true],
    ['ataque intuitivo', 'intuitivo', true],
    ['ataques', 'ataque', false],
    ['contraataque', 'ataque', false],
    ['(ataque)', 'ataque', true],
    ['ataque-intuitivo', 'intuitivo', true],
    ['ataque2 ataque', 'ataque', true],
    ['ataque2', 'ataque', false],
    ['', 'ataque', false],
    ['x', '', false],
  ])('%j contiene %j: %s', (text, word, expected) => expect(hasWord(text, word)).toBe(expected));
});

describe('unseenWords como su definición', () => {
  // Letters with and without accents, digits, punctuation, spaces and a combining accent.
  const char = fc.constantFrom(..."abcdeñáéíABCDEÑ012 .,-()'".split(''), '\u0301');
  const text = fc.array(char, { maxLength: 40 }).map((chars) => chars.join(''));
  it('mismas palabras no vistas, en el mismo orden', () => {
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 5 }), (query, texts) => {
        expect(unseenWords(query, texts)).toEqual(byDefinition(query, texts));
      }),
      { numRuns: 2000 },
    );
  });
  it('con el mismo texto otra vez (doblado en caché) da lo mismo', () => {
    const page = 'El Ataque Intuitivo ignora la Cobertura';
    expect(unseenWords('ataque cobertura', [page])).toEqual([]);
    expect(unseenWords('ataque esquivar', [page])).toEqual(['esquivar']);
  });
});
