import type { Root } from 'mdast';
import { describe } from 'vitest';
import { runFixtures } from '../helpers/fixtures.ts';
import { emitMdx } from '../../pipeline/shared/emit-mdx.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { convertSnippet } from '../helpers/wiki-page.ts';
import { resolveLinks } from '../../pipeline/wiki/transform/resolve-links.ts';
import { linkSeeFaq } from '../../pipeline/wiki/transform/link-see-faq.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';
import { glossarySchema } from '../../src/lib/glossary/schema.ts';
import { formatProblem } from '../../pipeline/shared/context.ts';
import { buildFromRevisions } from '../../pipeline/wiki/build-from-revisions.ts';

/** The pages a fixture's links may reach. */
const resolve = createLinkResolver([
  { title: 'Trabado', url: '/reglas/trabado/', ids: new Set(['efectos']) },
  { title: 'Berserk', url: '/reglas/berserk/', ids: new Set() },
  { title: 'Ataque CC', url: '/reglas/ataque-cc/', ids: new Set() },
]);

function stripPositions(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, v) => (key === 'position' || key === 'offset' ? undefined : v)),
  );
}

/** wikitext → mdast, with links resolved and warnings kept beside the tree. */
function toMdast(wikitext: string) {
  const { page, warnings } = convertSnippet(wikitext);
  linkSeeFaq(
    page.tree,
    page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` })),
    [],
  );
  const links = resolveLinks(page, resolve);
  return {
    tree: page.tree,
    links,
    warnings,
    faqs: page.ctx.faqs,
    sections: page.ctx.sections,
    versions: [...page.ctx.versions],
  };
}

describe('volcado → revisiones', () => {
  runFixtures('wiki-split', (input) => ({ json: splitDump(input, 'volcado.txt') }));
});

describe('wikitext → mdast', () => {
  runFixtures('wiki-mdast', (input) => ({ json: stripPositions(toMdast(input)) }));
});

describe('mdast → MDX', () => {
  runFixtures('wiki-mdx', (input) => ({
    mdx: emitMdx({ title: 'Prueba' }, JSON.parse(input) as Root),
  }));
});

/** The glossary of the `wiki-build` fixtures: the curated one changes, these outputs should not. */
const GLOSSARY = glossarySchema.parse({
  terms: [
    { title: 'Línea de Tiro', url: '/reglas/linea-de-tiro/', abbr: ['LDT'], en: ['Line of Fire'] },
    { title: 'Trabado', url: '/reglas/trabado/', en: ['Engaged'] },
    { title: 'Silueta', url: '/reglas/silueta/', en: ['Silhouette'] },
  ],
});

/** Every file the wiki part would write, by path, then its warnings, log and definitions. */
async function siteOf(dump: string): Promise<string> {
  const { revisions, warnings } = splitDump(dump, 'volcado.txt');
  const result = await buildFromRevisions(revisions, { glossary: GLOSSARY });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return [
    ...result.pages.map((page) => [`reglas/${page.slug}.mdx`, page.mdx]),
    ...Object.entries(result.data).map(([name, data]) => [`wiki/${name}`, json(data)]),
    ['avisos', [...warnings, ...result.warnings].map((w) => `${formatProblem(w)}\n`).join('')],
    ['registro', result.info.map((line) => `${line}\n`).join('')],
    ['definiciones', json(result.definitions)],
  ]
    .map(([name, text]) => `=== ${name} ===\n${text}`)
    .join('\n');
}

describe('volcado → sitio (buildFromRevisions, sin disco)', () => {
  runFixtures('wiki-build', async (dump) => ({ txt: await siteOf(dump) }));
});
