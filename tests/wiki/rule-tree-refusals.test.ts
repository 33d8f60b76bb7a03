/**
 * Wiki text is untrusted: a rule page's MDX holding anything but markdown and the wiki components
 * with the attributes of their schemas (src/components/wiki/contract.ts) is refused, with its line
 * (src/markdown/rule-tree/check.ts), and never compiled. The emitter never writes these; a page that has them was edited by hand or hit a bug.
 */
import { describe, expect, it } from 'vitest';
import { compileRuleMdx } from '../../src/markdown/compile.ts';

const page = (body: string) => `---\n{ "title": "P", "slug": "p" }\n---\n\n${body}\n`;
// The body starts on line 5 of the file (after the 3 lines of frontmatter and an empty one).
const cases: [string, string, number, RegExp][] = [
  ['expresión en el texto', 'Hola {window.x = 1} fin', 5, /expresión de JavaScript/],
  ['expresión en bloque', 'Uno\n\n{alert(1)}', 7, /expresión de JavaScript/],
  ['import', "import x from 'y'", 5, /import\/export/],
  ['export', 'export const a = 1', 5, /import\/export/],
  ['<script>', '<script>alert(1)</script>', 5, /componente desconocido <script>/],
  ['componente que no existe', 'Texto <Foo bar="1">x</Foo>', 5, /componente desconocido <Foo>/],
  [
    'atributo con expresión',
    '<TermLink href={"javascript:alert(1)"} target="x">x</TermLink>',
    5,
    /valor con expresión en href=/,
  ],
  ['atributo que se expande', '<TermLink {...props}>x</TermLink>', 5, /atributo con expresión/],
  ['fragmento', '<>x</>', 5, /fragmento JSX/],
  ['<sup> con atributos', 'm<sup class="x">2</sup>', 5, /<sup> con atributos/],
  ['bloque de código', '```js\nalert(1)\n```', 5, /bloque de código/],
  ['imagen', '![x](/a.png)', 5, /imagen de markdown/],
  ['MDX mal cerrado', 'Texto <Callout kind="x">sin cerrar', 5, /MDX ilegible/],
  // Each component's attributes against its schema (src/components/wiki/contract.ts).
  [
    'atributo que el componente no tiene',
    'Texto\n\n<SkillBox name="X" onclick="y" />',
    7,
    /atributos de <SkillBox> que no cumplen su esquema: .*"onclick"/,
  ],
  [
    'edición que no existe',
    '<Version edition="n5">\nTexto\n</Version>',
    5,
    /atributos de <Version> .*edition: .*"n4"\|"c1"/,
  ],
  [
    'atributo obligatorio que falta',
    'Ver <TermLink href="/reglas/x/">x</TermLink>.',
    5,
    /atributos de <TermLink> .*target: /,
  ],
  [
    'atributo sin valor donde se espera texto',
    '<ImagePlaceholder inline />',
    5,
    /atributos de <ImagePlaceholder> .*inline: /,
  ],
  ['nivel de encabezado fuera de 2…6', '<Heading level="7" id="x">\nT\n</Heading>', 5, /level: /],
];

describe('una página de reglas con código o componentes ajenos se rechaza con su línea', () => {
  it.each(cases)('%s', async (_name, body, line, message) => {
    const result = await compileRuleMdx(page(body), '/x/reglas/p.mdx', '/');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ line });
    expect(result.problems[0]!.message).toMatch(message);
  });

  it('los atributos de cada componente según su esquema, y nada más', async () => {
    const result = await compileRuleMdx(
      page(
        '<SkillBox color="red" name="X" orderType="ORA" />\n\n<RuleHeader kind="effects" id="efectos" />\n\n<ImagePlaceholder inline="true" />',
      ),
      '/x/reglas/p.mdx',
      '/',
    );
    expect(result.ok ? [] : result.problems).toEqual([]);
    const wrong = await compileRuleMdx(
      page('<Callout kind="nota" titulo="T">\nx\n</Callout>'),
      '/x/reglas/p.mdx',
      '/',
    );
    // One problem for the element, naming each broken attribute.
    expect(wrong.ok ? [] : wrong.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^atributos de <Callout> .*kind: .*; .*"titulo"/),
    ]);
  });

  it('cada problema de la página, no solo el primero', async () => {
    const result = await compileRuleMdx(page('{a}\n\n<Foo />\n\n{b}'), '/x/reglas/p.mdx', '/');
    expect(result.ok ? [] : result.problems.map((p) => p.line)).toEqual([5, 7, 9]);
  });

  it('sin frontmatter o con frontmatter ilegible', async () => {
    expect(await compileRuleMdx('Texto', '/x/reglas/p.mdx', '/')).toMatchObject({ ok: false });
    const bad = await compileRuleMdx('---\n{ title: }\n---\n\nx', '/x/reglas/p.mdx', '/');
    expect(bad.ok ? '' : bad.problems[0]!.message).toMatch(/frontmatter sin JSON legible/);
  });

  it('<sup> y <sub> sin atributos, como los escribe el emisor, pasan como HTML', async () => {
    const result = await compileRuleMdx(
      page('m<sup>2</sup> y H<sub>2</sub>O'),
      '/x/reglas/p.mdx',
      '/',
    );
    expect(result.ok && result.tree).toEqual(['<p>m<sup>2</sup> y H<sub>2</sub>O</p>']);
  });

  it('el texto escapado por el emisor pasa y queda como texto', async () => {
    const result = await compileRuleMdx(
      page('Texto \\{expresión} \\<script>alert(1)\\</script>'),
      '/x/reglas/p.mdx',
      '/',
    );
    expect(result.ok && result.tree).toEqual([
      '<p>Texto {expresión} &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ]);
  });
});
