import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { linkTerms } from '../../pipeline/shared/link-terms.ts';

const pages = [
  { title: 'Tokens de Mando', url: '/reglas/tokens-de-mando/' },
  { title: 'Mando', url: '/reglas/mando/' },
  { title: 'Fase Táctica', url: '/reglas/fase-tactica/' },
  { title: 'Refuerzos', url: '/reglas/refuerzos/' },
  // A name the glossary defines by a heading, under two spellings, and one of this page's own.
  {
    title: 'Despliegue Aerotransportado',
    url: '/reglas/etiquetas/#despliegue-aerotransportado-da',
  },
  {
    title: 'Infantería Aerotransportada',
    url: '/reglas/etiquetas/#despliegue-aerotransportado-da',
  },
  { title: 'Petición de Refuerzos', url: '/reglas/refuerzos/#peticion' },
  { title: 'CC', url: '/reglas/cc/' },
];

/** A tree of paragraphs, `#` lines being headings; returns each paragraph as text with [links]. */
function run(lines: string[]): { out: string[]; links: string[] } {
  const tree: Root = {
    type: 'root',
    children: lines.map((l) =>
      l.startsWith('# ')
        ? { type: 'heading', depth: 2, children: [{ type: 'text', value: l.slice(2) }] }
        : { type: 'paragraph', children: [{ type: 'text', value: l }] },
    ),
  };
  const links = linkTerms(tree, pages, '/reglas/refuerzos/').map((l) => l.url);
  const out = tree.children.map((node) =>
    'children' in node
      ? node.children
          .map((c) =>
            c.type === 'link'
              ? `[${(c.children[0] as { value: string }).value}]`
              : (c as { value: string }).value,
          )
          .join('')
      : '',
  );
  return { out, links };
}

describe('linkTerms', () => {
  it.each([
    { name: 'links a title', lines: ['Gasta Tokens de Mando.'], out: ['Gasta [Tokens de Mando].'] },
    {
      name: 'longest title wins',
      lines: ['Los Tokens de Mando y el Mando.'],
      out: ['Los [Tokens de Mando] y el [Mando].'],
    },
    {
      name: 'once per section',
      lines: ['Fase Táctica.', 'Otra Fase Táctica.'],
      out: ['[Fase Táctica].', 'Otra Fase Táctica.'],
    },
    {
      name: 'again after a heading',
      lines: ['Fase Táctica.', '# Otra', 'Fase Táctica.'],
      out: ['[Fase Táctica].', 'Otra', '[Fase Táctica].'],
    },
    { name: 'case-insensitive', lines: ['la fase táctica'], out: ['la [fase táctica]'] },
    {
      name: 'whole words only, and a plural is the same name',
      lines: ['Comandos y Mandos.'],
      out: ['Comandos y [Mandos].'],
    },
    { name: 'never the page itself', lines: ['Refuerzos.'], out: ['Refuerzos.'] },
    {
      name: 'nor one of its own headings',
      lines: ['Una Petición de Refuerzos.'],
      out: ['Una Petición de Refuerzos.'],
    },
    {
      name: 'a name defined by a heading links to it',
      lines: ['Con Despliegue Aerotransportado.'],
      out: ['Con [Despliegue Aerotransportado].'],
    },
    {
      name: 'two spellings of one definition: once per section',
      lines: ['Despliegue Aerotransportado e Infantería Aerotransportada.'],
      out: ['[Despliegue Aerotransportado] e Infantería Aerotransportada.'],
    },
    { name: 'never inside headings', lines: ['# Fase Táctica'], out: ['Fase Táctica'] },
    {
      name: 'titles shorter than the minimum are not linked',
      lines: ['Un Ataque CC.'],
      out: ['Un Ataque CC.'],
    },
  ])('$name', ({ lines, out }) => {
    expect(run(lines).out).toEqual(out);
  });

  it('reports each linked page once', () => {
    expect(run(['Fase Táctica.', '# X', 'Fase Táctica.']).links).toEqual(['/reglas/fase-tactica/']);
  });
});

describe('linkTerms con el <Heading> de la wiki', () => {
  it('un <Heading> empieza sección y su texto no se enlaza', () => {
    const heading = (text: string) => ({
      type: 'mdxJsxFlowElement' as const,
      name: 'Heading',
      attributes: [],
      children: [
        { type: 'paragraph' as const, children: [{ type: 'text' as const, value: text }] },
      ],
    });
    const paragraph = (text: string) => ({
      type: 'paragraph' as const,
      children: [{ type: 'text' as const, value: text }],
    });
    const tree: Root = {
      type: 'root',
      children: [paragraph('Fase Táctica.'), heading('Fase Táctica'), paragraph('Fase Táctica.')],
    };
    linkTerms(tree, pages, '/reglas/refuerzos/');
    const json = JSON.stringify(tree);
    expect(json.match(/"type":"link"/g)).toHaveLength(2);
    expect(JSON.stringify(tree.children[1])).not.toContain('"link"');
  });
});
