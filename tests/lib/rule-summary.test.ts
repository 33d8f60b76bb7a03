import { describe, expect, it } from 'vitest';
import { htmlText, ruleSummary } from '../../src/lib/print/rule-summary.ts';
import type { RuleTree } from '../../src/markdown/rule-tree/schema.ts';

const header = (kind: string): RuleTree[number] => ({ name: 'RuleHeader', props: { kind } });

describe('htmlText', () => {
  it.each([
    ['<strong>MOD</strong> de -3', 'MOD de -3'],
    ['A &amp; B &lt;C&gt;', 'A & B <C>'],
    ['  dos\n  líneas ', 'dos líneas'],
    ['Sí&hellip; <em>y</em>&nbsp;no', 'Sí… y no'],
  ])('%s', (html, text) => {
    expect(htmlText(html)).toBe(text);
  });
});

describe('ruleSummary', () => {
  it('lee las cajas de habilidad con su tipo de Orden', () => {
    const tree: RuleTree = [
      { name: 'SkillBox', props: { name: 'ESQUIVAR', orderType: 'HABILIDAD CORTA / ORA' } },
      { name: 'SkillBox', props: { name: 'AISLADO' } },
    ];
    expect(ruleSummary(tree).boxes).toEqual([
      { name: 'ESQUIVAR', orderType: 'HABILIDAD CORTA / ORA' },
      { name: 'AISLADO', orderType: undefined },
    ]);
  });

  it('toma los puntos de cada parte, con el texto de sus enlaces y sin las notas de FAQ', () => {
    const tree: RuleTree = [
      header('activation'),
      '<ul>\n<li>Sufre un Ataque.</li>\n</ul>',
      header('effects'),
      '<ul>\n<li>No recibe Órdenes de la ',
      { name: 'TermLink', props: { href: '/reglas/x/' }, children: ['Reserva'] },
      '. ',
      { name: 'SeeFaq', props: {}, children: ['Nota de FAQ.'] },
      '</li>\n<li>Pierde su <ul><li>Orden</li></ul> y más.</li></ul>',
      { name: 'Heading', props: { level: '2', id: 'faqs' }, children: ['<p>FAQ</p>'] },
      '<ul><li>Fuera de toda parte.</li></ul>',
    ];
    expect(ruleSummary(tree).parts).toEqual({
      activation: ['Sufre un Ataque.'],
      effects: ['No recibe Órdenes de la Reserva.', 'Pierde su Orden y más.'],
    });
  });

  it('lee la N4 de una página con dos ediciones, y Code One cuando es lo único', () => {
    const version = (edition: string, text: string): RuleTree[number] => ({
      name: 'Version',
      props: { edition },
      children: [header('effects'), `<ul><li>${text}</li></ul>`],
    });
    expect(ruleSummary([version('c1', 'C1'), version('n4', 'N4')]).parts).toEqual({
      effects: ['N4'],
    });
    expect(ruleSummary([version('c1', 'C1')]).parts).toEqual({ effects: ['C1'] });
  });
});
