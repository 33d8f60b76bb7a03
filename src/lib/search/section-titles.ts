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
 * What a query word in a section's text weighs beside one in its title: a tenth, so a section
 * whose title holds the word still goes first, and among the others the one whose text says
 * what is asked («con cuántos puntos de victoria entran los refuerzos» → the table of the
 * points).
 */
const IN_TEXT = 0.1;

const sectionTexts = new WeakMap<PagefindData, Map<string, ReadonlySet<string>>>();

/**
 * The stems of each heading's section text, by anchor id, worked out once per page: the page's
 * text is split once, and each section runs from its heading to the next id.
 */
function sectionStems(page: PagefindData, stem: Stem): Map<string, ReadonlySet<string>> {
  let byId = sectionTexts.get(page);
  if (byId) return byId;
  byId = new Map();
  const words = (page.content ?? '').split(/\s+/);
  const anchors = [...(page.anchors ?? [])].sort((a, b) => a.location - b.location);
  anchors.forEach((anchor, i) => {
    if (!HEADING.test(anchor.element)) return;
    const end = anchors[i + 1]?.location ?? words.length;
    byId!.set(anchor.id, new Set(stemsOf(words.slice(anchor.location, end).join(' '), stem)));
  });
  sectionTexts.set(page, byId);
  return byId;
}

/**
 * How much of the query each heading's section holds, by anchor id: each of the query's stems
 * its title holds, read with the headings above it, counts one («requisitos para pedir
 * refuerzos» holds «Requisitos» under «Solicitar Refuerzos», and «calcular» holds «Calculadora»,
 * stem by stem; «cómo salgo» asks for a «Cancelación», `headings`, which counts twice); each
 * its text holds, `IN_TEXT`. The stems of the page's own names (`pageNames`) tell no section
 * apart. In the reader's chunk: a name as written pins its own heading and needs no context.
 */
export function titledSections(
  page: PagefindData,
  analysis: QueryAnalysis,
  pageNames: readonly string[],
  stem: Stem,
): Map<string, number> {
  const anchors = page.anchors ?? [];
  const own = new Set(pageNames.flatMap((name) => stemsOf(name, stem)));
  const asked = [...new Set([...analysis.stems, ...(analysis.headings ?? [])])].filter(
    (s) => !own.has(s),
  );
  const kinds = (analysis.headings ?? []).filter((s) => !own.has(s));
  const under = headingsAbove(anchors);
  const held = new Map<string, number>();
  if (asked.length === 0) return held;
  const texts = sectionStems(page, stem);
  for (const { element, id, text = '' } of anchors) {
    if (!HEADING.test(element)) continue;
    const stems = new Set(stemsOf(`${under.get(id) ?? ''} ${text}`, stem));
    const body = texts.get(id);
    const count =
      asked.filter((s) => stems.has(s)).length +
      kinds.filter((s) => stems.has(s)).length +
      IN_TEXT * asked.filter((s) => !stems.has(s) && body?.has(s)).length;
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
