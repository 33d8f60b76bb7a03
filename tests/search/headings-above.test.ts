import { describe, expect, it } from 'vitest';
import { headingsAbove } from '../../src/lib/search/headings-above.ts';
import { pickSubResults } from '../../src/lib/search/sub-results.ts';

const anchors = [
  { element: 'h2', id: 'solicitar-refuerzos', text: 'Solicitar Refuerzos', location: 10 },
  { element: 'h3', id: 'requisitos', text: 'Requisitos', location: 20 },
  { element: 'h3', id: 'efectos', text: 'Efectos', location: 30 },
  { element: 'h2', id: 'commlink', text: 'Commlink', location: 40 },
  { element: 'h3', id: 'requisitos-2', text: 'Requisitos', location: 50 },
];

describe('los encabezados sobre cada apartado', () => {
  it('each anchor sits under the headings of a higher level before it', () =>
    expect(Object.fromEntries(headingsAbove(anchors))).toEqual({
      'solicitar-refuerzos': '',
      requisitos: 'Solicitar Refuerzos',
      efectos: 'Solicitar Refuerzos',
      commlink: '',
      'requisitos-2': 'Commlink',
    }));
  it('no anchors, no context', () => expect(headingsAbove().size).toBe(0));

  it('a section is chosen by its title read under its headings', () => {
    const subs = anchors.map(({ id, text }, i) => ({
      url: `/reglas/refuerzos/#${id}`,
      title: text,
      excerpt: '',
      // Pagefind's own order would put the Commlink's «Requisitos» first.
      locations: Array.from({ length: id === 'requisitos-2' ? 5 : 1 }, () => i),
    }));
    const pick = (under?: Map<string, string>) =>
      pickSubResults(subs, 'requisitos solicitar refuerzos', 1, undefined, ['Refuerzos'], under)[0]
        ?.url;
    expect(pick()).toBe('/reglas/refuerzos/#requisitos-2');
    expect(pick(headingsAbove(anchors))).toBe('/reglas/refuerzos/#requisitos');
  });
});
