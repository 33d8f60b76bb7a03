import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { remarkNoAutolinkLiterals } from '../../src/markdown/remark/no-autolink-literals.ts';

const hrefs = async (value: string, path: string) =>
  [
    ...String(
      await compile({ value, path }, { remarkPlugins: [remarkGfm, remarkNoAutolinkLiterals] }),
    ).matchAll(/href: "([^"]*)"/g),
  ].map((m) => m[1]);

const text = 'Correo a\\@b.c, web www\\.x.com, http://bare.example y [bien](https://ok.example).\n';

describe('enlaces literales de GFM en páginas de la wiki', () => {
  it.each([
    '/repo/content/generated/rules/trabado.mdx',
    '/repo/.cache/hostile/generated/rules/pagina-hostil.mdx',
  ])('en %s solo queda el enlace escrito como [texto](url)', async (path) => {
    expect(await hrefs(text, path)).toEqual(['https://ok.example']);
  });

  it('fuera de la wiki no cambia nada', async () => {
    expect(await hrefs(text, '/repo/content/generated/its/misiones/a.mdx')).toEqual([
      'mailto:a@b.c',
      'http://www.x.com',
      'http://bare.example',
      'https://ok.example',
    ]);
  });
});
