import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleTree } from '../../src/markdown/rule-tree/schema.ts';
import { bodyOf, compileMdx, mdxOf } from './mdx-of.ts';

/** Issue 14's reproducers for the wiki converter, one test each. */

const errorsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wikiparser-node/package.json')),
  'errors',
);
const crashDumps = () => readdirSync(errorsDir).filter((f) => f !== 'README');

/** The page's HTML with each component written as its tag, attributes included. */
const htmlOf = (tree: RuleTree): string =>
  tree
    .map((node) =>
      typeof node === 'string'
        ? node
        : `<${node.name}${Object.entries(node.props)
            .map(([k, v]) => ` ${k}="${String(v)}"`)
            .join('')}>${htmlOf(node.children ?? [])}</${node.name}>`,
    )
    .join('');

const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

describe('entradas hostiles: ni excepción, ni desbordamiento, ni MDX que no compila', () => {
  const dumpsBefore = crashDumps();

  it.each([
    ['{{faqbox|q= ×500', `${'{{faqbox|q='.repeat(500)}palabra${'}}'.repeat(500)}`],
    ['{{a| ×937', `${'{{a|'.repeat(937)}palabra${'}}'.repeat(937)}`],
    ['[[ ×2000 sin cerrar', `${'[['.repeat(2000)}palabra`],
  ])(
    'anidamiento profundo (%s): texto sin formato con un aviso de archivo, línea y página',
    async (_n, text) => {
      const { mdx, warnings, page } = await mdxOf(`Antes.\n\n${text}`);
      await compileMdx(mdx);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ file: 'prueba.txt', page: 'Prueba', line: 12 });
      expect(warnings[0]!.message).toMatch(/anidad.*texto sin formato/);
      expect(JSON.stringify(page.tree)).toContain('palabra');
    },
    60_000,
  );

  it.each([
    ['*', 629],
    ['#', 844],
  ])(
    'prefijo de lista %s ×%i: se muestra con 8 niveles y un aviso',
    async (marker, n) => {
      const { mdx, warnings } = await mdxOf(`Antes.\n${marker.repeat(n)} elemento hondo`);
      await compileMdx(mdx);
      expect(bodyOf(mdx)).toContain('elemento hondo');
      expect(warnings.map((w) => [w.line, w.message])).toEqual([
        [11, `lista anidada ${n} niveles: se muestra con 8`],
      ]);
    },
    60_000,
  );

  it('una línea de 150.000 nodos en línea no desborda la pila (out.push(...nodos))', async () => {
    const { mdx, warnings } = await mdxOf("''a'' b ".repeat(12_000), 120_000);
    expect(warnings).toEqual([]);
    expect(bodyOf(mdx).match(/_a_/g)).toHaveLength(12_000);
  }, 180_000);

  it.each([
    ['{{seefaq|.\\n{{faqbox}}}}', '{{seefaq|.\n{{faqbox}}}}'],
    ['[[S|\\na]]', '[[S|\na]]'],
    ['<sup><br>', 'x<sup>a<br>b</sup> y'],
    ['{{n4inline}}<br>{{n4inline-end}}', 'a {{n4inline}}b<br>c{{n4inline-end}} d'],
    ['<br> dentro de {{seefaq}}', '{{seefaq|una<br>nota<br>}}'],
  ])(
    '%s compila como MDX',
    async (_name, text) => {
      const { mdx } = await mdxOf(text);
      await expect(compileMdx(mdx)).resolves.toBeInstanceOf(Array);
    },
    60_000,
  );

  it('{{faqbox|q={{}}}}: sin TypeError (el token copiado perdía getAbsoluteIndex)', async () => {
    const { mdx, page } = await mdxOf('{{faqbox|q={{}}}}');
    await compileMdx(mdx);
    expect(page.ctx.faqs).toHaveLength(1);
  });

  it('una {{faqbox}} dentro de otra plantilla conserva sus palabras', async () => {
    const { mdx, warnings } = await mdxOf(
      'Nota {{seefaq|po{{faqbox|q=pregunta oculta|a=respuesta}}r}} fin.',
    );
    expect(bodyOf(mdx)).toContain('pregunta oculta');
    expect(bodyOf(mdx)).toContain('respuesta');
    expect(warnings.map((w) => w.message)).toEqual([
      'la plantilla {{faqbox}} debe ir en su propia línea: se muestra su texto',
    ]);
  });

  it('NUL y DEL no desplazan los avisos ni pegan palabras', async () => {
    const { mdx, warnings } = await mdxOf('ab\0cd\x7Fef\u0000\u0000\n\nlínea dos {{x}}');
    expect(warnings.map((w) => w.line)).toEqual([12]);
    for (const w of ['ab', 'cd', 'ef', 'línea', 'dos'])
      expect(words(bodyOf(mdx)).has(w)).toBe(true);
  });

  it('solo enlaces http(s): ni a@b.c, ni www.x, ni //host se vuelven enlaces', async () => {
    const { mdx, warnings } = await mdxOf(
      'Correo a@b.c, web www.x.com, [//host.example otro] y [http://ok.example bien].',
    );
    const html = htmlOf(await compileMdx(mdx));
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['http://ok.example']);
    expect(warnings.map((w) => w.message)).toEqual([
      'enlace externo con un esquema no permitido, mostrado como texto: «//host.example»',
    ]);
  });

  it('presupuesto de tiempo agotado: la página entera como texto, con un aviso', async () => {
    const text = '* [[Trabado]] texto\n'.repeat(200);
    const { mdx, warnings } = await mdxOf(text, 0);
    await compileMdx(mdx);
    expect(warnings).toEqual([
      {
        file: 'prueba.txt',
        page: 'Prueba',
        line: 10,
        message: 'la conversión pasó de 0 ms: la página se muestra como texto sin formato',
      },
    ]);
    expect(bodyOf(mdx).match(/texto/g)).toHaveLength(200);
  }, 60_000);

  it('una página de más de 100.000 caracteres se muestra como texto sin analizarla', async () => {
    const text = 'Palabra [[enlace]] {{x}}\n'.repeat(5000);
    const started = performance.now();
    const { mdx, warnings } = await mdxOf(text);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^página de 125000 caracteres/);
    expect(bodyOf(mdx).match(/Palabra/g)).toHaveLength(5000);
  }, 60_000);

  it('muchas plantillas desconocidas: un aviso por cada una hasta 50, y el resto contado', async () => {
    const { warnings } = await mdxOf('{{x}}'.repeat(120));
    expect(warnings).toHaveLength(51);
    expect(warnings[50]!.message).toBe('70 avisos más en esta página, omitidos');
  });

  it('wikiparser-node no escribe volcados de fallos en node_modules', () => {
    expect(crashDumps()).toEqual(dumpsBefore);
  });
});
