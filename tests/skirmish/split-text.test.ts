import { describe, expect, it } from 'vitest';
import {
  collapseRepeats,
  splitGluedSentences,
  splitGluedTerm,
} from '../../pipeline/skirmish/parse/split-text.ts';
import { splitTrailingRow } from '../../pipeline/skirmish/parse/table-rows.ts';

describe('splitGluedSentences', () => {
  it.each([
    ['Uno. Dos.', ['Uno. Dos.']],
    ['carta de Compañero.Cooperar: hasta', ['carta de Compañero.', 'Cooperar: hasta']],
    ['facción.+1 ND Combate.', ['facción.', '+1 ND Combate.']],
    ['(d8 tres veces).FdC: descarta', ['(d8 tres veces).', 'FdC: descarta']],
    ['Astucia vs. Astucia 2d8', ['Astucia vs. Astucia 2d8']],
    ['Máx. 2"', ['Máx. 2"']],
  ])('%j', (text, expected) => {
    expect(splitGluedSentences(text)).toEqual(expected);
  });
});

describe('collapseRepeats', () => {
  it.each([
    [['A', 'A', 'A'], ['A']],
    [
      ['A', 'B', 'A', 'B', 'A', 'B'],
      ['A', 'B'],
    ],
    [
      ['A', 'B', 'A', 'B', 'A'],
      ['A', 'B'],
    ],
    [
      ['X', 'A', 'A', 'Y'],
      ['X', 'A', 'Y'],
    ],
    [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ],
    [['A. B.', 'A. B.', 'A.'], ['A. B.']],
    [[], []],
  ])('%j → %j', (items, expected) => {
    expect(collapseRepeats(items).items).toEqual(expected);
  });
  it('reports how many times a run repeated', () => {
    const unit = '+1 ND Combate. Comportamiento: carta de facción.';
    const { runs } = collapseRepeats([...Array(6).fill(unit), '+1 ND Combate.']);
    expect(runs).toEqual([{ index: 0, unit: [unit], times: 7 }]);
  });
});

describe('splitGluedTerm', () => {
  it.each([
    ['SaludDaño hasta Fuera de Combate.', { term: 'Salud', text: 'Daño hasta Fuera de Combate.' }],
    [
      'MovimientoDistancia por activación.',
      { term: 'Movimiento', text: 'Distancia por activación.' },
    ],
    ['AP NIgnora N puntos.', { term: 'AP N', text: 'Ignora N puntos.' }],
    ['Salud máxima.', null],
    ['FdC: descarta su ficha.', null],
    ['Sin LdV y sin FdC.', null],
    ['Relevo en el centro. Descubridor (primero).', null],
  ])('%j', (text, expected) => {
    expect(splitGluedTerm(text)).toEqual(expected);
  });
});

describe('splitTrailingRow', () => {
  it.each([
    ['texto.| D6 | Sin LdV |', { text: 'texto.', row: '| D6 | Sin LdV |' }],
    ['| D6 | Sin LdV |', null],
    ['Texto sin tabla.', null],
    ['Texto | con barra', null],
  ])('%j', (line, expected) => {
    expect(splitTrailingRow(line)).toEqual(expected);
  });
});
