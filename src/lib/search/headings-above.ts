import { stemsOf, type QueryAnalysis, type Stem } from './analyze.ts';
import type { PagefindData } from './pagefind-types.ts';

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
 * and «calcular» holds «Calculadora», stem by stem. The stems of the page's own names
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
  const asked = [...new Set(analysis.stems)].filter((s) => !own.has(s));
  const under = headingsAbove(anchors);
  const held = new Map<string, number>();
  if (asked.length === 0) return held;
  for (const { element, id, text = '' } of anchors) {
    if (!HEADING.test(element)) continue;
    const stems = new Set(stemsOf(`${under.get(id) ?? ''} ${text}`, stem));
    const count = asked.filter((s) => stems.has(s)).length;
    if (count > 0) held.set(id, count);
  }
  return held;
}
