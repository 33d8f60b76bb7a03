import { describe, expect, it } from 'vitest';
import { groupMentions, otherSpellings, saysMore, trimMentions } from '../../src/lib/term-view.ts';

const m = (page: string, sentence: string, linked: boolean) => ({
  page,
  url: `/reglas/${page.toLowerCase()}/#x`,
  sentence,
  linked,
});

describe('menciones de una página de término', () => {
  it('por página, con enlaces primero; las escritas sin enlace se cuentan más allá del límite', () => {
    const groups = groupMentions(
      [
        m('Berserk', 'a', false),
        m('Esquivar', 'b', true),
        m('Berserk', 'c', false),
        m('Berserk', 'd', false),
        m('Berserk', 'e', false),
      ],
      2,
    );
    expect(groups.map((g) => [g.page, g.total, g.shown.length, g.hidden])).toEqual([
      ['Esquivar', 1, 1, 0],
      ['Berserk', 4, 2, 2],
    ]);
    expect(groups[1]!.url).toBe('/reglas/berserk/');
  });

  it('toda mención enlazada se muestra, aunque pase del límite', () => {
    const groups = groupMentions(
      [m('A', '1', true), m('A', '2', true), m('A', '3', true), m('A', '4', false)],
      2,
    );
    expect(groups[0]!.shown).toHaveLength(3);
    expect(groups[0]!.hidden).toBe(1);
  });
});

describe('lo que una página de término guarda de sus menciones', () => {
  const many = Array.from({ length: 8 }, (_, i) => [
    m(`P${i}`, 'uno', i === 7),
    m(`P${i}`, 'dos', false),
    m(`P${i}`, 'tres', false),
    m(`P${i}`, 'cuatro', false),
    m(`P${i}`, 'cinco', false),
  ]).flat();

  it('solo lo que muestra, con la cuenta de cada página y las páginas que quedan fuera', () => {
    const trimmed = trimMentions(many, 3);
    expect(trimmed.otherPages).toBe(5);
    // La página que enlaza el término va primero.
    expect(Object.keys(trimmed.pageTotals)).toEqual(['P7', 'P0', 'P1']);
    expect(Object.values(trimmed.pageTotals)).toEqual([5, 5, 5]);
    expect(trimmed.mentions).toHaveLength(9);
  });

  it('la página muestra lo mismo con los datos recortados que con todos', () => {
    const all = groupMentions(many).slice(0, 3);
    const trimmed = trimMentions(many, 3);
    expect(groupMentions(trimmed.mentions, undefined, trimmed.pageTotals)).toEqual(all);
  });
});

describe('otras grafías de una página de término', () => {
  it.each([
    ['Línea de Tiro (LDT)', ['Línea de Tiro (LDT)'], []],
    ['Situación de ¡¡¡Retirada!!!', ['Situación de Retirada'], []],
    [
      'Zona de Control (ZC)',
      ['Zona de Control (ZC)', 'Zonas de Control (ZC)'],
      ['Zonas de Control (ZC)'],
    ],
    ['Munición Electromagnética (E/M)', ['EM', 'Munición Electromagnética (E/M)'], ['EM']],
    ['Voluntad (VOL)', [], []],
  ])('%s: %j → %j', (heading, aliases, shown) => {
    expect(otherSpellings(heading, aliases)).toEqual(shown);
  });
});

describe('una mención que dice más que el nombre', () => {
  const names = ['Ataque CD contra un Combate CC', 'Munición', 'MOD'];
  it.each([
    ['Ataque CD contra un Combate CC', false],
    ['Munición.', false],
    ['municion', false],
    ['', false],
    ['MOD Ataque', true],
    ['Al declarar Ataque CD sobre una Tropa en estado Trabado se aplica Munición.', true],
  ])('%j → %j', (sentence, expected) => {
    expect(saysMore(sentence, names)).toBe(expected);
  });
});
