/**
 * One wiki page through every stage the build runs on it, on its own (no other pages): convert,
 * link its `{{seefaq}}` notes to its own FAQs, resolve links, emit MDX; and the MDX compiled as
 * Astro's MDX integration does. Used by the converter's tests and by the fuzzer.
 */
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { Problem } from '../../shared/problem.ts';
import { emitMdx } from '../../shared/emit-mdx.ts';
import { convertPage } from '../transform/convert-page.ts';
import { linkSeeFaq } from '../transform/link-see-faq.ts';
import { resolveLinks } from '../transform/resolve-links.ts';
import type { createLinkResolver } from '../../../src/lib/link-resolver.ts';
import { ruleRehypePlugins, ruleRemarkPlugins } from '../../../src/markdown/plugins.ts';

export function convertAlone(
  text: string,
  options: {
    resolve: ReturnType<typeof createLinkResolver>;
    title?: string;
    file?: string;
    line?: number;
    budgetMs?: number | undefined;
  },
) {
  const { title = 'Prueba', file = 'prueba.txt', line = 1 } = options;
  const warnings: Problem[] = [];
  const page = convertPage(
    { title, timestamp: '2021-01-01T00:00:00Z', contributor: 'x', text, file, line },
    warnings,
    options.budgetMs,
  );
  linkSeeFaq(
    page.tree,
    page.ctx.faqs.map((faq) => ({ faq, href: `#${faq.id}` })),
    [],
  );
  resolveLinks(page, options.resolve);
  return { page, warnings, mdx: emitMdx({ title }, page.tree) };
}

/**
 * Compiles the MDX body as Astro's MDX integration does, with GFM and the site's own plugin lists
 * (src/markdown/plugins.ts, at the root); rejects when it does not compile.
 */
export async function compileMdx(mdx: string): Promise<string> {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  return String(
    await compile(body, {
      // Astro's plugin types allow names as strings (resolved by Astro); ours are all functions.
      remarkPlugins: [remarkGfm, ...(ruleRemarkPlugins as PluggableList)],
      rehypePlugins: ruleRehypePlugins('/') as PluggableList,
    }),
  );
}
