import type { Root } from 'mdast';
import type { Problem } from '../../shared/context.ts';
import type { Revision } from '../parse/split-dump.ts';
import { convertBlocks } from './blocks.ts';
import { convertInline } from './inline.ts';
import { MAX_NESTING, scanNesting } from './nesting.ts';
import { createPageContext, PageBudgetExceeded, type PageContext } from './page-context.ts';
import { plainTextBlocks } from './plain-text.ts';
import { parseWikitext } from './wiki-token.ts';
import { breaksOutOfInlineComponents } from './inline-breaks.ts';
import { assignStableIds } from '../../shared/stable-ids.ts';

/** A page converted to mdast, with what its frontmatter and the site's indexes need. */
export interface ConvertedPage {
  revision: Revision;
  tree: Root;
  ctx: PageContext;
}

/**
 * Processor time a page may take to convert, parsing included (the site's build reads
 * `WIKI_PAGE_BUDGET_MS` instead when it is set: cache.ts). The seed's pages take well under a
 * second; past this the page is shown as plain text, so one hostile page can never stall the
 * build. Processor time, so that a busy machine does not turn a real page into plain text.
 */
export const PAGE_BUDGET_MS = 10_000;

/**
 * Longest page markup parsed, in characters (the seed's longest page has 11,297). The
 * parser cannot be interrupted and takes about a second per 10,000 characters on a busy
 * 2-core machine: a longer page is shown as plain text at once, so a 1 MB page costs nothing.
 */
export const MAX_PAGE_CHARS = 100_000;

/** Warnings kept per page: a page of 10,000 broken templates says so once, not 10,000 times. */
const MAX_PAGE_WARNINGS = 50;

/**
 * wikitext → wikiparser-node tree (lossless, with offsets) → mdast with MDX components.
 * Never throws for bad input: a page nested too deep, over its time budget or that trips an
 * internal error is shown as escaped plain text, with a warning naming file, line and page.
 */
export function convertPage(
  revision: Revision,
  warnings: Problem[],
  budgetMs = PAGE_BUDGET_MS,
): ConvertedPage {
  const pageWarnings: Problem[] = [];
  const context = () =>
    createPageContext(revision.title, revision.file, revision.line, revision.text, pageWarnings, {
      inline: convertInline,
      budgetMs,
    });
  let ctx = context();
  let tree: Root;
  const fallback = (message: string, offset?: number) => {
    pageWarnings.length = 0;
    ctx = context();
    ctx.warn(`${message}: la página se muestra como texto sin formato`, offset);
    return { type: 'root', children: plainTextBlocks(revision.text) } satisfies Root;
  };

  const nesting = scanNesting(revision.text);
  if (revision.text.length > MAX_PAGE_CHARS) {
    tree = fallback(
      `página de ${revision.text.length} caracteres (máximo ${MAX_PAGE_CHARS} para convertirla)`,
      0,
    );
  } else if (nesting.overAt !== undefined) {
    tree = fallback(
      `plantillas, enlaces o tablas anidados ${nesting.depth} niveles (máximo ${MAX_NESTING})`,
      nesting.overAt,
    );
  } else {
    try {
      const root = parseWikitext(revision.text);
      ctx.checkBudget();
      tree = { type: 'root', children: convertBlocks(root.childNodes, ctx) };
    } catch (error) {
      tree =
        error instanceof PageBudgetExceeded
          ? fallback(`la conversión pasó de ${error.budgetMs} ms`, 0)
          : fallback(`error interno al convertir (${String(error).slice(0, 120)})`, 0);
    }
  }

  breaksOutOfInlineComponents(tree);
  // Ids from each place's own text and context, once the whole page is known: never its order.
  const renamed = assignStableIds(tree);
  for (const heading of ctx.headings) heading.id = renamed.get(heading.id) ?? heading.id;
  for (const faq of ctx.faqs) faq.id = renamed.get(faq.id) ?? faq.id;
  for (const warning of pageWarnings.slice(0, MAX_PAGE_WARNINGS)) warnings.push(warning);
  if (pageWarnings.length > MAX_PAGE_WARNINGS) {
    warnings.push({
      file: revision.file,
      page: revision.title,
      line: revision.line,
      message: `${pageWarnings.length - MAX_PAGE_WARNINGS} avisos más en esta página, omitidos`,
    });
  }
  return { revision, tree, ctx };
}
