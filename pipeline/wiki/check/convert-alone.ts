/**
 * One wiki page through the build's own steps, on its own (no other pages): `buildFromRevisions`
 * on that one revision, in memory; and its MDX compiled by the site's rule-page compiler
 * (`compileEntry`, what the `rules` collection's loader runs on each file, disk aside), with the
 * site's plugins. Used by the
 * converter's tests and by the fuzzer, so that both exercise the path of the site's build.
 */
import type { Problem } from '../../shared/problem.ts';
import { loadGlossary } from '../../../src/lib/glossary/load.ts';
import type { Glossary } from '../../../src/lib/glossary/schema.ts';
import { compileEntry } from '../../../src/markdown/compile-file.ts';
import type { RuleTree } from '../../../src/markdown/rule-tree/schema.ts';
import { buildFromRevisions } from '../build-from-revisions.ts';
import { memoryConverter, type PageConverter } from '../converter.ts';
import type { ConvertedPage } from '../transform/convert-page.ts';

export interface AloneOptions {
  title?: string;
  file?: string;
  /** The line of the dump the page's text starts at. */
  line?: number;
  /** The page's time budget (`convertPage`'s default). */
  budgetMs?: number | undefined;
  /** Default: the site's curated glossary. */
  glossary?: Glossary | undefined;
  /** Default: the in-memory converter with `budgetMs`. */
  converter?: PageConverter | undefined;
}

export interface AlonePage {
  /** The page after every step: its tree linked, its headings and FAQs. */
  page: ConvertedPage;
  slug: string;
  /** Every warning of the run, in order. */
  warnings: Problem[];
  /** The `.mdx` file's text, frontmatter included. */
  mdx: string;
}

export async function convertAlone(text: string, options: AloneOptions = {}): Promise<AlonePage> {
  const { title = 'Prueba', file = 'prueba.txt', line = 1 } = options;
  const revision = { title, timestamp: '2021-01-01T00:00:00Z', contributor: 'x', text, file, line };
  const result = await buildFromRevisions([revision], {
    glossary: options.glossary ?? loadGlossary(),
    converter: options.converter ?? memoryConverter(options.budgetMs),
  });
  const [page] = result.pages;
  return { page: page!.page, slug: page!.slug, warnings: result.warnings, mdx: page!.mdx };
}

/**
 * Compiles a rule page's MDX (frontmatter and body) as the site's build does, under the base
 * `/`; rejects with the compiler's problems when it refuses the page or cannot read it.
 */
export async function compileMdx(mdx: string, slug = 'prueba'): Promise<RuleTree> {
  const result = await compileEntry(mdx, `content/generated/rules/${slug}.mdx`, '/');
  if (!result.ok)
    throw new Error(result.problems.map((p) => `línea ${p.line ?? '?'}: ${p.message}`).join('; '));
  return result.tree;
}
