import { describe, expect, it } from 'vitest';
import { stemmer } from '@orama/stemmers/spanish';
import { allowedEdits, editDistance } from '../../src/lib/search/edit-distance.ts';
import { fold, nameKey, phraseKey, words } from '../../src/lib/search/fold.ts';
import { pickSubResults, titleMatches, withHighlight } from '../../src/lib/search/sub-results.ts';
import { matchTerms, type SearchTerm } from '../../src/lib/search/term-match.ts';
import { nameTypos } from '../../src/lib/search/term-typos.ts';
import {
  correctQuery,
  correctWord,
  indexVocabulary,
  siteForms,
} from '../../src/lib/search/vocabulary.ts';

describe('fold', () => {
  it.each([
    ['Daño', 'dano'],
    ['Aniquilación', 'aniquilacion'],
    ['ÓRDENES', 'ordenes'],
    ['Piñata', 'pinata'],
    ['IMM-B', 'imm-b'],
  ])('%s → %s', (input, expected) => expect(fold(input)).toBe(expected));

  it.each([
    ['G: Jumper', ['G', 'Jumper']],
    ['IMM-B', ['IMM', 'B']],
    ['¿Se puede esquivar?', ['Se', 'puede', 'esquivar']],
  ])('words(%s)', (input, expected) => expect(words(input)).toEqual(expected));

  it('phraseKey', () => expect(phraseKey('  Ataque   Intuitivo! ')).toBe('ataque intuitivo'));
  it.each([
    ['IMP-2', 'imp 2'],
    ['imp2', 'imp 2'],
    ['MSV1', 'msv 1'],
    ['B2B', 'b2b'],
    ['Visor Multiespectral N1', 'visor multiespectral n 1'],
  ])('nameKey(%j) = %j', (text, key) => expect(nameKey(text)).toBe(key));
});

describe('editDistance', () => {
  it.each([
    ['esquibar', 'esquivar', 1],
    ['intuitvo', 'intuitivo', 1],
    ['trabdo', 'trabado', 1],
    ['repetidro', 'repetidor', 1], // two neighbours swapped: one edit
    ['aniquilasion', 'aniquilacion', 1],
    ['dano', 'daño', 1],
    ['abc', 'abc', 0],
    ['kitten', 'sitting', 3],
  ])('%s ↔ %s = %i', (a, b, expected) => expect(editDistance(a, b)).toBe(expected));

  it('stops early beyond max', () => expect(editDistance('oracion', 'ora', 1)).toBe(2));

  it.each([
    [2, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [14, 2],
  ])('a word of %i letters allows %i edits', (length, edits) =>
    expect(allowedEdits(length)).toBe(edits),
  );
});

describe('correctWord / correctQuery', () => {
  const index = indexVocabulary({
    words: [
      'de',
      'ataque',
      'esquivar',
      'intuitivo',
      'daño',
      'ano',
      'año',
      'tirada',
      'agallas',
      'especulativo',
      'esquivas',
      'orden',
      'oración',
    ],
  });
  it.each([
    ['esquibar', 'esquivar'],
    ['intuitvo', 'intuitivo'],
    ['agalas', 'agallas'],
    ['esquivar', undefined], // known
    ['dano', undefined], // known without its tilde: ñ = n, Pagefind folds it too
    ['ano', undefined], // the exact spelling exists
    ['ora', undefined], // too short to guess
    ['zzzzzzz', undefined], // nothing close
  ])('%s → %s', (word, expected) => expect(correctWord(word, index)).toBe(expected));

  it('prefers the candidate whose accents match what was typed', () => {
    const accents = indexVocabulary({ words: ['camion', 'camión'] });
    expect(correctWord('camiónn', accents)).toBe('camión');
    expect(correctWord('camionn', accents)).toBe('camion');
  });

  it.each([
    ['ataque intuitvo', 'ataque intuitivo'],
    ['tirada de agalas', 'tirada de agallas'],
    ['ataque intuitivo', undefined],
  ])('%s → %s', (query, expected) => expect(correctQuery(query, index)).toBe(expected));

  it('takes a form of a site word for no other word: Pagefind, stemming alike, finds it', () => {
    const site = indexVocabulary({
      words: ['reset', 'reservar', 'curar', 'cuyo', 'esquivar', 'descubrir'],
    });
    const forms = siteForms(site, (word: string) => stemmer(fold(word)));
    // Without the stems, the closest spellings are other words.
    expect(correctQuery('resetear', site)).toBe('reservar');
    expect(correctQuery('curo', site)).toBe('cuyo');
    expect(correctQuery('resetear', site, forms)).toBeUndefined();
    expect(correctQuery('curo', site, forms)).toBeUndefined();
    // A close spelling of the same stem is taken.
    expect(correctQuery('descubre', site, forms)).toBe('descubrir');
    // A typo is still a typo: «esquib-» is no site word's stem.
    expect(correctQuery('esquibar', site, forms)).toBe('esquivar');
  });

  it('leaves alone the slang searched as typed', () => {
    const site = indexVocabulary({ words: ['plantilla', 'propias', 'minas'] });
    expect(correctQuery('plantilla propias minis', site)).toBe('plantilla propias minas');
    expect(correctQuery('plantilla propias minis', site, undefined, new Set(['minis']))).toBe(
      undefined,
    );
  });
});

describe('matchTerms', () => {
  const terms: SearchTerm[] = [
    {
      title: 'Orden de Reacción Automática',
      url: '/reglas/a/#ora',
      parte: 'Reglas',
      names: ['Orden de Reacción Automática', 'ORA', 'ARO'],
      abbr: ['ORA'],
    },
    {
      title: 'Ataque Intuitivo',
      url: '/reglas/ataque-intuitivo/',
      parte: 'Reglas',
      names: ['Ataque Intuitivo', 'Intuitive Attack'],
    },
    {
      title: 'Cuerpo a Cuerpo',
      url: '/reglas/ataque-cc/',
      parte: 'Reglas',
      names: ['Cuerpo a Cuerpo', 'CC'],
      abbr: ['CC'],
    },
    {
      title: 'Aniquilación',
      url: '/its/misiones/aniquilacion/',
      parte: 'Misiones',
      names: ['Aniquilación', 'Annihilation'],
    },
  ];
  it.each([
    ['ORA', '/reglas/a/#ora', 0],
    ['ora', '/reglas/a/#ora', 0],
    ['ARO', '/reglas/a/#ora', 0],
    ['intuitive attack', '/reglas/ataque-intuitivo/', 0],
    ['ataque intuitvo', '/reglas/ataque-intuitivo/', 2],
    ['aniquilacion', '/its/misiones/aniquilacion/', 1],
    ['CC', '/reglas/ataque-cc/', 0],
  ])('%s → %s (calidad %i)', (query, url, quality) => {
    const [first] = matchTerms(query, terms, nameTypos);
    expect(first?.term.url).toBe(url);
    expect(first?.quality).toBe(quality);
  });
  it.each(['oración', 'CD', 'ataque', ''])('%s matches no term', (query) =>
    expect(matchTerms(query, terms, nameTypos)).toEqual([]),
  );
  it('without the reader’s typos, only names as written (any case, without accents)', () => {
    expect(matchTerms('ataque intuitvo', terms)).toEqual([]);
    expect(matchTerms('aniquilacion', terms)[0]?.quality).toBe(1);
  });
});

describe('sub-results', () => {
  const sub = (url: string, title: string, scores: number[]) => ({
    url,
    title,
    excerpt: '',
    weighted_locations: scores.map((s) => ({ weight: 1, balanced_score: s, location: 0 })),
  });
  const subs = [
    sub('/p/', 'Página', [100]),
    sub('/p/#a', 'Zona de visibilidad nula', [50, 50, 50]),
    sub('/p/#b', 'Zona de baja visibilidad', [10]),
    sub('/p/#faq-x', '¿Pregunta?', [20]),
  ];
  it('the page top is not a sub-result; title matches first', () => {
    expect(pickSubResults(subs, 'zona de baja visibilidad').map((s) => s.url)).toEqual([
      '/p/#b',
      '/p/#a',
      '/p/#faq-x',
    ]);
  });
  it('by score when no title matches', () => {
    expect(pickSubResults(subs, 'nada').map((s) => s.url)).toEqual(['/p/#a', '/p/#faq-x', '/p/#b']);
  });
  it('a pinned anchor goes first, even when Pagefind did not list it', () => {
    expect(
      pickSubResults(subs, '', 2, { url: '/p/#faq-x', title: 'X' }).map((s) => [s.url, s.faq]),
    ).toEqual([
      ['/p/#faq-x', true],
      ['/p/#a', false],
    ]);
    expect(pickSubResults(subs, '', 1, { url: '/p/#z', title: 'Z' })[0]).toMatchObject({
      url: '/p/#z',
      title: 'Z',
    });
  });
  it('a form of the page’s name tells no section apart: «aislada» on «Aislado»', () => {
    const states = [
      sub('/s/#faq-x', '¿Una Tropa Aislada puede recibir Órdenes?', [50]),
      sub('/s/#cancelacion', 'Cancelación', [10]),
    ];
    const pick = (names: string[]) =>
      pickSubResults(states, 'aislada cancelacion', 1, undefined, names)[0]!.url;
    expect(pick([])).toBe('/s/#faq-x');
    expect(pick(['Aislado'])).toBe('/s/#cancelacion');
  });
  it('titleMatches', () =>
    expect(titleMatches('Zona de Baja Visibilidad', ['zona', 'baja', 'nula'])).toBe(2));
  it.each([
    [
      '/r/#faq-a',
      ['esquivar', 'berserk'],
      '/r/?pagefind-highlight=esquivar&pagefind-highlight=berserk#faq-a',
    ],
    ['/r/', ['daño'], '/r/?pagefind-highlight=da%C3%B1o'],
    ['/r/#x', [], '/r/#x'],
  ])('withHighlight(%s)', (url, terms, expected) =>
    expect(withHighlight(url, terms)).toBe(expected),
  );
});
