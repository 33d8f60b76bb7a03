import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import { convertSnippet } from '../helpers/wiki-page.ts';

const box = (q: string) =>
  `{{faqbox |\ntype = faq |\ntitle = N4 FAQ |\nversion = 1.0 |\nq = Q: ${q} |\na = A: Sí. |\nrelated = }}`;

function ids(text: string) {
  const { page } = convertSnippet(text, 'P', 'p.txt', 1);
  return Object.fromEntries(page.ctx.faqs.map((f) => [f.question, f.id]));
}

describe('los ids de las FAQ no dependen del orden de las cajas', () => {
  it('cambiar el orden, o añadir una caja delante, deja igual el id de cada pregunta', () => {
    const a = '¿Se puede esquivar un ataque Berserk?';
    const b = '¿Los MOD de Estados se apilan entre ellos?';
    const c = '¿Una pregunta nueva?';
    const first = ids(`${box(a)}\n\n${box(b)}`);
    const swapped = ids(`${box(b)}\n\n${box(a)}`);
    const added = ids(`${box(c)}\n\n${box(a)}\n\n== Más ==\n${box(b)}`);
    expect(swapped).toEqual(first);
    expect(added[a]).toBe(first[a]);
    expect(added[b]).toBe(first[b]);
    expect(first[a]).toBe('faq-se-puede-esquivar-un-ataque-berserk');
  });
});

describe('los ids de las cabeceras no dependen de su orden', () => {
  const page = (levels: string[]) =>
    levels
      .map(
        (n) =>
          `{{skillbox|black|VISOR NIVEL ${n}|EQUIPO}}\n{{effects}}\n* Efecto del nivel ${n}.\n== FAQs & Errata ==\n${box(`¿Pregunta del nivel ${n}?`)}`,
      )
      .join('\n\n');
  function headingIds(text: string) {
    const { page: converted } = convertSnippet(text, 'P', 'p.txt', 1);
    const ids = [
      ...converted.ctx.headings.map((h) => h.id),
      ...converted.ctx.faqs.map((f) => f.id),
    ];
    visit(converted.tree, 'mdxJsxFlowElement', (node) => {
      if (node.name !== 'RuleHeader') return;
      const id = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
      ids.push(String(id?.value));
    });
    return new Set(ids);
  }

  it('las repetidas se distinguen por la regla o el texto bajo el que están, nunca por un número', () => {
    const ids = headingIds(page(['1', '2', '3']));
    expect(ids).toEqual(headingIds(page(['3', '1', '2'])));
    expect(ids).toContain('efectos-visor-nivel-2');
    expect([...ids].filter((id) => /-\d$/.test(id) && !/nivel-\d$/.test(id))).toEqual([]);
    // A level added before the others leaves every id of theirs as it was.
    for (const id of ids) expect(headingIds(page(['0', '1', '2', '3']))).toContain(id);
  });
});
