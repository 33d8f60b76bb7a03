import { describe, expect, it } from 'vitest';
import {
  formatChosen,
  narrowingRules,
  parseChosen,
  rulingsAboutAll,
  type FilterIndex,
} from '../../src/lib/faq-filter.ts';

const index: FilterIndex = {
  rules: [
    ['aislado', 'Aislado'],
    ['hacker', 'Hacker'],
    ['teniente', 'Teniente'],
  ],
  rulings: [
    { q: '¿Un Teniente Aislado da su Orden?', u: '/a/', s: 'FAQ', r: [0, 2] },
    { q: '¿Un Hacker Aislado hackea?', u: '/b/', s: 'FAQ', r: [0, 1] },
    { q: '¿Un Teniente Hacker Aislado?', u: '/c/', s: 'Errata', r: [0, 1, 2] },
    { q: '¿El Teniente se revela?', u: '/d/', s: 'FAQ', r: [2] },
  ],
};
const questions = (slugs: string[]) => rulingsAboutAll(index, slugs).map((r) => r.u);

describe('filtro de FAQ por varias reglas', () => {
  it('lista las resoluciones que tratan de todas las reglas elegidas', () => {
    expect(questions(['aislado', 'teniente'])).toEqual(['/a/', '/c/']);
    expect(questions(['aislado', 'teniente', 'hacker'])).toEqual(['/c/']);
    expect(questions(['teniente'])).toEqual(['/a/', '/c/', '/d/']);
  });

  it('una regla desconocida o ninguna regla no lista nada', () => {
    expect(questions(['aislado', 'no-existe'])).toEqual([]);
    expect(questions([])).toEqual([]);
  });

  it('ofrece las reglas que acotan la lista, con cuántas resoluciones deja cada una', () => {
    expect(narrowingRules(index, ['aislado', 'teniente'])).toEqual([
      { slug: 'hacker', title: 'Hacker', count: 1 },
    ]);
    expect(narrowingRules(index, []).map((r) => r.count)).toEqual([3, 2, 3]);
  });

  it('?con= se lee y se escribe con comas, sin repetidos ni basura', () => {
    expect(parseChosen('aislado,Teniente, aislado,<x>,')).toEqual(['aislado', 'teniente']);
    expect(parseChosen(null)).toEqual([]);
    expect(formatChosen(['aislado', 'teniente'])).toBe('aislado,teniente');
  });
});
