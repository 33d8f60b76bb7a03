import { stemsOf, type QueryAnalysis, type Stem } from './analyze.ts';
import { escapeHtml } from '../html-entities.ts';
import { anchorWords } from './anchor-text.ts';
import type { PagefindData, PagefindSubResult } from './pagefind-types.ts';
import { anchorOf } from './sub-results.ts';

/**
 * The titles of the headings each anchor of a page sits under, by anchor id: «Requisitos» (h3)
 * under «Solicitar Refuerzos» (h2).
 */
export function headingsAbove(anchors: PagefindData['anchors'] = []): Map<string, string> {
  const under = new Map<string, string>();
  const open: { level: number; text: string }[] = [];
  for (const { element, id, text = '' } of anchors) {
    const level = Number(element.slice(1)) || 9;
    while (open.length > 0 && open.at(-1)!.level >= level) open.pop();
    under.set(id, open.map((heading) => heading.text).join(' '));
    open.push({ level, text });
  }
  return under;
}

const HEADING = /^h[1-6]$/;

/**
 * How many of the query's stems each heading's title holds, read with the headings above it, by
 * anchor id: «requisitos para pedir refuerzos» holds «Requisitos» under «Solicitar Refuerzos»,
 * and «calcular» holds «Calculadora», stem by stem; «cómo salgo» asks for a «Cancelación»
 * (`headings`). The stems of the page's own names
 * (`pageNames`) tell no section apart. In the reader's chunk: a name as written pins its own
 * heading and needs no context.
 */
export function titledSections(
  anchors: PagefindData['anchors'] = [],
  analysis: QueryAnalysis,
  pageNames: readonly string[],
  stem: Stem,
): Map<string, number> {
  const own = new Set(pageNames.flatMap((name) => stemsOf(name, stem)));
  const asked = [...new Set([...analysis.stems, ...(analysis.headings ?? [])])].filter(
    (s) => !own.has(s),
  );
  const kinds = (analysis.headings ?? []).filter((s) => !own.has(s));
  const under = headingsAbove(anchors);
  const held = new Map<string, number>();
  if (asked.length === 0) return held;
  for (const { element, id, text = '' } of anchors) {
    if (!HEADING.test(element)) continue;
    const stems = new Set(stemsOf(`${under.get(id) ?? ''} ${text}`, stem));
    // A kind of section asked for by its own words («cómo salgo» → «Cancelación») counts twice:
    // it says which section, where a word of the query in a ruling's question only mentions it.
    const count =
      asked.filter((s) => stems.has(s)).length + kinds.filter((s) => stems.has(s)).length;
    if (count > 0) held.set(id, count);
  }
  return held;
}

/** Words of a section shown under its title when Pagefind gave no excerpt of its own. */
const EXCERPT_WORDS = 30;

/**
 * A page's sections as Pagefind listed them, and the headings the query names (`titled`) that
 * it did not list: a section whose title holds the query's words but whose text does not, or a
 * page found by its name rather than by the query (a named page Pagefind did not list among the
 * first). Each of those shows the first words of its section, as escaped text like Pagefind's
 * excerpts.
 */
export function withTitledSections(
  page: PagefindData,
  titled: ReadonlyMap<string, number>,
): PagefindSubResult[] {
  const listed = new Set(page.sub_results.map((sub) => anchorOf(sub.url)));
  const added = (page.anchors ?? [])
    .filter(({ id }) => titled.has(id) && !listed.has(id))
    .map((anchor) => {
      const title = anchor.text?.trim() ?? '';
      const text = (anchorWords(page, anchor.id) ?? []).slice(title.split(/\s+/).length);
      const excerpt =
        text.slice(0, EXCERPT_WORDS).join(' ') + (text.length > EXCERPT_WORDS ? '…' : '');
      return {
        title,
        url: `${page.url.split('#')[0]}#${anchor.id}`,
        excerpt: escapeHtml(excerpt),
        anchor,
      };
    });
  return added.length > 0 ? [...page.sub_results, ...added] : page.sub_results;
}
