import { describe, expect, it } from 'vitest';
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
