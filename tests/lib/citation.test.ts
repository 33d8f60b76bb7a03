import { describe, expect, it } from 'vitest';
import {
  citationBBCode,
  citationMarkdown,
  citationText,
  shorten,
  type Citation,
} from '../../src/lib/search/citation.ts';

const ruling: Citation = {
  rule: 'Trabado',
  heading: '¿Se puede esquivar un ataque Berserk?',
  ruling: true,
  text: 'No. Berserk no produce Tiradas Enfrentadas.\nUna Tirada Exitosa de Esquivar sólo permite mover.',
  source: 'N4 FAQ · 1.0, enero 2021',
  url: 'https://reglas.example.org/reglas/trabado/faq/se-puede-esquivar-un-ataque-berserk/?edicion=n4',
};
const section: Citation = {
  rule: 'Trabado',
  heading: 'Efectos',
  ruling: false,
  text: 'La Tropa no puede moverse.\n[Nota] Sin Órdenes *Largas*.',
  source: 'N4',
  url: 'https://reglas.example.org/reglas/trabado/#efectos',
};
const count = (text: string, part: string) => text.split(part).length - 1;

describe('citas para foros', () => {
  it('Markdown: la pregunta una vez, la respuesta con sus párrafos, la fuente y el enlace', () => {
    expect(citationMarkdown(ruling)).toBe(
      [
        '> **P: ¿Se puede esquivar un ataque Berserk?**',
        '>',
        '> R: No. Berserk no produce Tiradas Enfrentadas.',
        '>',
        '> Una Tirada Exitosa de Esquivar sólo permite mover.',
        '',
        `— [Trabado · N4 FAQ · 1.0, enero 2021](${ruling.url})`,
      ].join('\n'),
    );
  });

  it('BBCode de phpBB y XenForo: [quote] sin autor, saltos de línea tal cual, [url=]', () => {
    const bbcode = citationBBCode(ruling);
    expect(bbcode).toBe(
      [
        '[quote][b]P: ¿Se puede esquivar un ataque Berserk?[/b]',
        'R: No. Berserk no produce Tiradas Enfrentadas.',
        'Una Tirada Exitosa de Esquivar sólo permite mover.[/quote]',
        `[url=${ruling.url}]Trabado · N4 FAQ · 1.0, enero 2021[/url]`,
      ].join('\n'),
    );
    expect(bbcode).not.toContain('quote=');
  });

  it('texto plano: pregunta, respuesta, fuente y enlace, cada uno en su línea', () => {
    expect(citationText(ruling)).toBe(
      [
        'P: ¿Se puede esquivar un ataque Berserk?',
        'R: No. Berserk no produce Tiradas Enfrentadas.',
        'Una Tirada Exitosa de Esquivar sólo permite mover.',
        '',
        'Trabado · N4 FAQ · 1.0, enero 2021',
        ruling.url,
      ].join('\n'),
    );
  });

  it.each([citationMarkdown, citationBBCode, citationText])(
    'cada formato lleva la pregunta una sola vez (%o)',
    (format) => {
      expect(count(format(ruling), '¿Se puede esquivar')).toBe(1);
      expect(count(format(ruling), ruling.url)).toBe(1);
    },
  );

  it('una sección: regla y sección en el enlace; el texto escapado en Markdown y BBCode', () => {
    const markdown = citationMarkdown(section);
    expect(markdown).toContain(
      '> **Efectos**\n>\n> La Tropa no puede moverse.\n>\n> \\[Nota\\] Sin Órdenes \\*Largas\\*.',
    );
    expect(markdown).toMatch(/— \[Trabado: Efectos · N4\]\(https:[^)]+#efectos\)$/);
    expect(citationBBCode(section)).toContain('(Nota) Sin Órdenes *Largas*.[/quote]');
  });
});

describe('shorten', () => {
  it('corta en una palabra y guarda los saltos de línea', () => {
    expect(shorten('uno  dos\n\n tres', 400)).toBe('uno dos\ntres');
    expect(shorten('palabra '.repeat(100), 50)).toMatch(/^(palabra ){5}palabra…$/);
  });
});
