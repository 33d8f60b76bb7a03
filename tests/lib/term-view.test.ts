import { describe, expect, it } from 'vitest';
import { groupMentions } from '../../src/lib/term-view.ts';

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
