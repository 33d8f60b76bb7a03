import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { rehypeAbbreviations } from '../../src/markdown/rehype/abbreviations.ts';
import { abbreviationMap } from '../../src/lib/glossary/names.ts';
import { loadGlossary } from '../../src/lib/glossary/load.ts';

const abbreviations = new Map([
  ['LDT', 'Línea de Tiro'],
  ['ORA', 'Orden de Reacción Automática'],
  ['IMM-B', 'Inmovilizado-B'],
  ['CD', 'Combate a Distancia'],
]);
const run = (html: string) => {
  const tree = fromHtml(html, { fragment: true }) as Root;
  rehypeAbbreviations({ abbreviations })(tree);
  return toHtml(tree);
};

describe('rehypeAbbreviations', () => {
  it.each([
    [
      '<p>Fuera de LDT y en LDT.</p>',
      '<p>Fuera de <abbr title="Línea de Tiro">LDT</abbr> y en LDT.</p>',
    ],
    [
      '<p>Una ORA, no una oración ni ORAs.</p>',
      '<p>Una <abbr title="Orden de Reacción Automática">ORA</abbr>, no una oración ni ORAs.</p>',
    ],
    ['<p>En IMM-B.</p>', '<p>En <abbr title="Inmovilizado-B">IMM-B</abbr>.</p>'],
    [
      '<p>Ataque CD (+1 Daño)</p>',
      '<p>Ataque <abbr title="Combate a Distancia">CD</abbr> (+1 Daño)</p>',
    ],
    ['<p>CDs y ACD y CD-2</p>', '<p>CDs y ACD y CD-2</p>'],
    [
      '<h2>LDT</h2><p><a href="/x/">LDT</a> y <code>LDT</code> y LDT</p>',
      '<h2>LDT</h2><p><a href="/x/">LDT</a> y <code>LDT</code> y <abbr title="Línea de Tiro">LDT</abbr></p>',
    ],
    [
      '<p><span class="missing-link">LDT</span> o ZC</p>',
      '<p><span class="missing-link"><abbr title="Línea de Tiro">LDT</abbr></span> o ZC</p>',
    ],
  ])('%s', (input, expected) => expect(run(input)).toBe(expected));

  it('skips the MDX components that print labels', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Heading',
          attributes: [],
          children: [{ type: 'text', value: 'LDT' }],
        },
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{ type: 'text', value: 'LDT' }],
        },
      ],
    } as unknown as Root;
    rehypeAbbreviations({ abbreviations })(tree);
    expect(JSON.stringify(tree)).toContain('"tagName":"abbr"');
    expect(
      JSON.stringify((tree.children[0] as unknown as { children: unknown[] }).children),
    ).not.toContain('abbr');
  });

  it('the glossary gives every abbreviation one expansion', () => {
    const map = abbreviationMap(loadGlossary().terms);
    expect(map.get('LDT')).toBe('Línea de Tiro');
    expect(map.get('ORA')).toBe('Orden de Reacción Automática');
    expect(map.get('IMP-1')).toBe('Suplantado-1');
  });
});
