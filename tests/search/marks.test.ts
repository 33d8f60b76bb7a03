import { describe, expect, it } from 'vitest';
import { highlightWords, keepMeaningfulMarks } from '../../src/lib/search/marks.ts';

describe('keepMeaningfulMarks', () => {
  it.each([
    [
      'stopwords and words they begin lose their mark (Pagefind marked them as prefixes)',
      'requisitos de LDT y ZC',
      'Los <mark>Requisitos</mark> <mark>de</mark> <mark>LDT</mark> <mark>deben</mark> <mark>declarar</mark> <mark>y</mark> <mark>ZC?</mark>',
      'Los <mark>Requisitos</mark> de <mark>LDT</mark> deben declarar y <mark>ZC</mark>?',
    ],
    [
      'the punctuation Pagefind marks with a word stays out of its mark',
      'wip ldt',
      'inglés: Willpower, <mark>WIP.</mark> Tiro <mark>(LDT),</mark> <mark>&quot;LDT&quot;</mark> <mark>…</mark>',
      'inglés: Willpower, <mark>WIP</mark>. Tiro (<mark>LDT</mark>), &quot;<mark>LDT</mark>&quot; …',
    ],
    [
      'also in a query of stopwords',
      'de la',
      '<mark>de,</mark> <mark>¿la</mark>',
      '<mark>de</mark>, ¿<mark>la</mark>',
    ],
    [
      'a stemmed form keeps it (tropa / tropas)',
      'tropas impetuosas',
      'una <mark>Tropa</mark> <mark>Impetuosa</mark>',
      'una <mark>Tropa</mark> <mark>Impetuosa</mark>',
    ],
    ['accents aside', 'aniquilacion', '<mark>Aniquilación</mark>', '<mark>Aniquilación</mark>'],
    [
      'a query of stopwords keeps every mark',
      'de la',
      '<mark>de</mark> <mark>la</mark>',
      '<mark>de</mark> <mark>la</mark>',
    ],
    ['no marks, nothing to do', 'esquivar', 'texto &lt;b&gt; escapado', 'texto &lt;b&gt; escapado'],
    [
      'a short word keeps only what it is the start of',
      'ORA esquivar',
      '<mark>ORA</mark> <mark>ORAs</mark> <mark>oración</mark> <mark>Esquivar</mark>',
      '<mark>ORA</mark> <mark>ORAs</mark> <mark>oración</mark> <mark>Esquivar</mark>',
    ],
  ])('%s', (_name, query, excerpt, expected) => {
    expect(keepMeaningfulMarks(excerpt, query)).toBe(expected);
  });

  it('keeps the text: only <mark> tags go', () => {
    const excerpt = 'a <mark>de</mark> b <mark>deben</mark> c <mark>LDT</mark>';
    const out = keepMeaningfulMarks(excerpt, 'requisitos de LDT');
    expect(out.replace(/<\/?mark>/g, '')).toBe(excerpt.replace(/<\/?mark>/g, ''));
  });
});

describe('highlightWords', () => {
  it.each([
    ['requisitos de LDT y ZC', ['requisitos', 'LDT', 'ZC']],
    ['de la', ['de', 'la']],
    ['a y o', []],
  ])('%s → %j', (query, expected) => expect(highlightWords(query)).toEqual(expected));
});
