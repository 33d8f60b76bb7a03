/**
 * A long body of paragraphs alone (a page shown as plain text) is compiled one paragraph at a
 * time, in the memory of one paragraph: the tree must be the one the whole document gives, and
 * anything but paragraphs must go back to the whole document.
 */
import { describe, expect, it } from 'vitest';
import { compileParagraphs, compileRuleMdx, splitFrontmatter } from '../../src/markdown/compile.ts';
import { mdxOf } from './mdx-of.ts';

/** Every character markdown or MDX reads, line starts that open blocks, and long lines. */
const HOSTILE_LINES = [
  '[[Trabado]] y [x](y) ![i](j) [a]: /b <b>negrita</b> {expresión} `código` *e* _f_ ~~g~~',
  '# no es un título',
  '- no es una lista',
  '1. tampoco',
  '> ni una cita',
  '| a | b |',
  '|---|---|',
  '&amp; &#91; \\ barra ]] }} >> ** __',
  'Línea con acentos, ñ y emoji 🎲 '.repeat(40),
];

function plainTextPage(): string {
  const blocks: string[] = [];
  for (let i = 0; blocks.join('\n\n').length < 120_000; i++)
    blocks.push(HOSTILE_LINES.slice(0, 1 + (i % HOSTILE_LINES.length)).join('\n'));
  return blocks.join('\n\n');
}

const compileWhole = (mdx: string) => compileRuleMdx(mdx, 'prueba.mdx', '/', Infinity);
const compilePiecewise = (mdx: string) => compileRuleMdx(mdx, 'prueba.mdx', '/', 0);

describe('una página de solo párrafos se compila por párrafos', () => {
  it('da el mismo árbol que el documento entero, en una página mostrada como texto', async () => {
    const { mdx, warnings } = await mdxOf(plainTextPage());
    expect(warnings.map((w) => w.message).join('\n')).toMatch(/texto sin formato/);
    const body = splitFrontmatter(mdx)!.body;
    // The pieces were really used: every one of them is a paragraph.
    expect(await compileParagraphs(body, 'prueba.mdx', '/')).toBeDefined();
    const whole = await compileWhole(mdx);
    expect(whole.ok).toBe(true);
    expect(await compilePiecewise(mdx)).toEqual(whole);
  });

  it.each([
    ['una página con componentes', '[[Trabado]] y [[Berserk]].\n\nOtro párrafo con [[LDT]].'],
    ['una lista con párrafos', '* uno\n\n* dos\n\nFin.'],
    ['un título', '== Título ==\n\nTexto.\n\nMás texto.'],
  ])('%s se compila entera, con el mismo árbol', async (_, text) => {
    const { mdx } = await mdxOf(text);
    const body = splitFrontmatter(mdx)!.body;
    expect(await compileParagraphs(body, 'prueba.mdx', '/')).toBeUndefined();
    expect(await compilePiecewise(mdx)).toEqual(await compileWhole(mdx));
  });
});
