import { stemmer } from '@orama/stemmers/spanish';
import { describe, expect, it } from 'vitest';
import { searchStem } from '../../src/lib/search/stem.ts';

const stem = searchStem(stemmer);

describe('la raíz de una palabra de búsqueda', () => {
  it.each([
    // Snowball keeps an «s» after a vowel or a consonant it does not know as a Spanish ending.
    ['armas', 'arma'],
    ['tokens', 'token'],
    ['hackers', 'hacker'],
    ['byes', 'bye'],
    ['AROs', 'ARO'],
    // Spanish plurals it already knows still meet their singular.
    ['habilidades', 'habilidad'],
    ['ataques', 'ataque'],
    ['Órdenes', 'orden'],
    // It takes a plural's «es» off and stops, where the singular loses more.
    ['irregulares', 'irregular'],
    ['militares', 'militar'],
  ])('%s meets %s', (plural, singular) => expect(stem(plural)).toBe(stem(singular)));

  it.each([
    ['tres', 'dos'],
    ['mas', 'menos'],
  ])('«%s» and «%s» stay apart', (a, b) => expect(stem(a)).not.toBe(stem(b)));

  it('folds accents and case', () => expect(stem('MUNICIÓN')).toBe(stem('municion')));
});
