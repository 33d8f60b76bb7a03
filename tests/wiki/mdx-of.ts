import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { remarkNoAutolinkLiterals } from '../../src/lib/remark/no-autolink-literals.ts';
import type { Problem } from '../../scripts/lib/context.ts';
import { emitMdx } from '../../scripts/lib/emit-mdx.ts';
import { convertPage } from '../../scripts/wiki/transform/convert-page.ts';
import { linkSeeFaq } from '../../scripts/wiki/transform/link-see-faq.ts';
import { resolveLinks } from '../../scripts/wiki/transform/resolve-links.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';

const resolve = createLinkResolver([
  { title: 'Trabado', url: '/reglas/trabado/', ids: new Set(['efectos']) },
  { title: 'Berserk', url: '/reglas/berserk/', ids: new Set() },
]);

/** A page through every stage the build runs on it: convert, link notes and links, emit MDX. */
export function mdxOf(text: string, budgetMs?: number, title = 'Prueba') {
  const warnings: Problem[] = [];
  const page = convertPage(
    {
      title,
      timestamp: '2021-01-01T00:00:00Z',
      contributor: 'x',
      text,
      file: 'prueba.txt',
      line: 10,
    },
    warnings,
    budgetMs,
  );
  linkSeeFaq(
    page.tree,
    page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` })),
    [],
  );
  resolveLinks(page, resolve);
  return { page, warnings, mdx: emitMdx({ title }, page.tree) };
}

/** Compiles the MDX body as Astro's MDX integration does (GFM on); rejects when it does not compile. */
export async function compileMdx(mdx: string): Promise<string> {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  return String(await compile(body, { remarkPlugins: [remarkGfm, remarkNoAutolinkLiterals] }));
}
