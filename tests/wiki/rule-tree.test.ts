/**
 * The rule pages' tree (src/markdown/compile.ts, rendered by RuleTree.astro) against Astro's own
 * MDX compile of the same files: for every page the wiki build writes from the seed dump and
 * from the hostile dump of the browser tests, the page's MDX goes through the renderer
 * @astrojs/mdx uses in a build (`unified(…).createMdxRenderer`, with astro.config.mjs's plugin
 * lists), the JavaScript it generates is run, and the JSX it returns is written out as Astro's
 * JSX renderer writes it (`renderElement`: text through `escapeHTML`, attributes through
 * `spreadAttributes`). Both sides write each wiki component as a marker with its props, so any
 * difference in text, markup, attributes, whitespace, or which component gets which children
 * fails the page: this keeps the compile equal to Astro's own without a site build.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownConfigDefaults, unified } from '@astrojs/markdown-remark';
import { escapeHTML, spreadAttributes, voidElementNames } from 'astro/runtime/server/index.js';
import { compileRuleMdx, splitFrontmatter } from '../../src/markdown/compile.ts';
import { ruleRehypePlugins, ruleRemarkPlugins } from '../../src/markdown/plugins.ts';
import { RULE_COMPONENT_NAMES } from '../../src/components/wiki/contract.ts';
import type { RuleTree } from '../../src/markdown/rule-tree/schema.ts';
import { buildWikiPart } from '../helpers/wiki-build.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const work = await mkdtemp(path.join(tmpdir(), 'rule-tree-'));
// The compiled modules import `astro/jsx-runtime`: they live under the project to resolve it.
const modules = await mkdtemp(path.join(repo, '.cache', 'rule-tree-'));
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(modules, { recursive: true, force: true });
});

/** The wiki part over the seed dump and the hostile one; the rule pages it writes. */
async function rulePages(): Promise<Map<string, string>> {
  const sources = path.join(work, 'sources');
  await cp(path.join(repo, 'content/sources/wiki'), path.join(sources, 'wiki'), {
    recursive: true,
  });
  await cp(
    path.join(repo, 'tests/fixtures/e2e/hostile-dump.txt'),
    path.join(sources, 'wiki/hostile-dump.txt'),
  );
  const generatedDir = path.join(work, 'generated');
  await buildWikiPart(work, generatedDir, { WIKI_CACHE: '0' });
  const dir = path.join(generatedDir, 'rules');
  const pages = new Map<string, string>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.mdx')).sort()) {
    pages.set(path.join(dir, file), await readFile(path.join(dir, file), 'utf8'));
  }
  return pages;
}

const mark = (name: string, props: Record<string, unknown>) => `⟦${name} ${JSON.stringify(props)}⟧`;

/** A RuleTree with each component as its marker. */
function treeText(tree: RuleTree): string {
  return tree
    .map((node) =>
      typeof node === 'string'
        ? node
        : mark(node.name, node.props) +
          (node.children ? `${treeText(node.children)}⟦/${node.name}⟧` : ''),
    )
    .join('');
}

interface VNode {
  type: unknown;
  props: Record<string, unknown>;
}
const components = Object.fromEntries(
  RULE_COMPONENT_NAMES.map((name) => [name, Object.assign(() => null, { componentName: name })]),
);

/** The JSX the compiled MDX returns, written as astro/dist/runtime/server/jsx.js writes it. */
function jsxText(node: unknown): string {
  if (typeof node === 'string') return String(escapeHTML(node));
  if (typeof node === 'number') return String(node);
  if (node === null || node === undefined || node === false) return '';
  if (Array.isArray(node)) return node.map(jsxText).join('');
  const { type, props } = node as VNode;
  const { children, ...rest } = props;
  if (type === Symbol.for('astro:fragment')) return jsxText(children);
  if (typeof type === 'string') {
    const empty = children === undefined || children === null || children === '';
    if (empty && voidElementNames.test(type)) return `<${type}${String(spreadAttributes(rest))}/>`;
    return `<${type}${String(spreadAttributes(rest))}>${jsxText(children)}</${type}>`;
  }
  const name = (type as { componentName?: string }).componentName;
  if (!name) throw new Error(`componente inesperado: ${String(type)}`);
  return mark(name, rest) + ('children' in props ? `${jsxText(children)}⟦/${name}⟧` : '');
}

const renderer = await unified({
  smartypants: false,
  remarkPlugins: ruleRemarkPlugins,
  rehypePlugins: ruleRehypePlugins('/'),
}).createMdxRenderer!(
  {
    syntaxHighlight: markdownConfigDefaults.syntaxHighlight,
    shikiConfig: markdownConfigDefaults.shikiConfig,
    gfm: true,
    smartypants: false,
  },
  { optimize: false, srcDir: new URL(`file://${repo}/src/`), sourcemap: false },
);

let compiled = 0;
/** What Astro's MDX build of the page renders (components as markers). */
async function astroText(file: string, text: string): Promise<string> {
  const parts = splitFrontmatter(text)!;
  const { code } = await renderer.process(parts.body, file, JSON.parse(parts.json));
  const module = path.join(modules, `${++compiled}.mjs`);
  await writeFile(module, code);
  const { default: Content } = (await import(pathToFileURL(module).href)) as {
    default: (props: object) => unknown;
  };
  return jsxText(Content({ components }));
}

const pages = await rulePages();

describe('el árbol de cada página de reglas escribe lo mismo que el MDX compilado por Astro', () => {
  it('hay páginas de la semilla y la hostil', () => {
    expect(pages.size).toBeGreaterThan(40);
    expect([...pages.keys()].some((f) => f.endsWith('pagina-hostil.mdx'))).toBe(true);
  });

  it.each([...pages.keys()].map((f) => [path.basename(f), f]))('%s', async (_name, file) => {
    const text = pages.get(file)!;
    const page = await compileRuleMdx(text, file, '/');
    if (!page.ok) throw new Error(JSON.stringify(page.problems));
    expect(treeText(page.tree)).toBe(await astroText(file, text));
  });
});

/** Markdown the seeds do not hold: void elements, aligned tables (style), escapes, nesting. */
const constructs: [string, string][] = [
  ['regla horizontal y salto de línea', 'Antes\\\nDespués\n\n---\n\nFin  \ncon dos espacios.'],
  [
    'tabla alineada',
    '| a | b | c |\n|:--|:-:|--:|\n| 1 & 2 | <TermLink href="/reglas/x/" target="X">x</TermLink> | "q" |',
  ],
  [
    'tachado, código y autoenlace',
    '~~no~~ `a < b` y https://ejemplo.org/?a=1&b=2 y [t](/reglas/t/ "título \\"x\\"")',
  ],
  [
    'componentes anidados y vacíos',
    '<FaqBox anchor="a" kind="faq" title="T &amp; U" version="1">\n  <FaqQuestion id="a">\n    ¿Sí?\n  </FaqQuestion>\n\n  <FaqAnswer>\n    - uno\n    - dos <SeeFaq href="#a" />\n  </FaqAnswer>\n</FaqBox>\n\n<Indent></Indent>\n\n<Callout kind="explain" />',
  ],
  [
    'encabezados sin id y abreviaturas',
    '## Uso de LDT y ORA\n\n### Otra vez LDT\n\nLa LDT y la LDT.',
  ],
  [
    'entidades y caracteres especiales',
    'Menor &lt; mayor &gt; comilla \' doble " y &#x69; &copy; \\{no}',
  ],
];

describe('construcciones que la semilla no tiene, igual que el MDX de Astro', () => {
  it.each(constructs)('%s', async (_name, body) => {
    const file = path.join(work, 'generated/rules/construccion.mdx');
    const text = `---\n{ "title": "Prueba", "slug": "prueba" }\n---\n\n${body}\n`;
    const page = await compileRuleMdx(text, file, '/');
    if (!page.ok) throw new Error(JSON.stringify(page.problems));
    expect(treeText(page.tree)).toBe(await astroText(file, text));
  });

  it('bajo BASE_PATH los enlaces ganan la base, como en el build', async () => {
    const file = path.join(work, 'generated/rules/base.mdx');
    const text =
      '---\n{ "slug": "b" }\n---\n\n[Trabado](/reglas/trabado/) y <TermLink href="/reglas/x/" target="X">x</TermLink>\n';
    const page = await compileRuleMdx(text, file, '/infinity/');
    if (!page.ok) throw new Error(JSON.stringify(page.problems));
    expect(treeText(page.tree)).toContain('href="/infinity/reglas/trabado/"');
  });
});
