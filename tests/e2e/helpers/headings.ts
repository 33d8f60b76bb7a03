/**
 * Headings as screen-reader users list them, read from the static HTML, so every page of the
 * site is checked without a browser; headings inside `hidden` elements are not read by anyone
 * and are left out.
 * - Order, as axe's `heading-order`: going down, a heading is at most one level deeper than the
 *   one before it (an h3 right under the h1 skips a level).
 * - Twins: a heading the site writes itself reads differently from the headings beside it.
 */
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';

export interface HeadingInfo {
  level: number;
  /** Its whole text, hidden parts included (what a screen reader reads). */
  text: string;
  /**
   * Written by the site, not by a source: a skill part's «Requisitos»/«Efectos» (`.rule-header`,
   * wiki and ITS) or a revision of `cambios/` (`id="rev-…"`).
   */
  own: boolean;
}

/** A heading's text, cut for a message. */
const short = (heading: HeadingInfo) => heading.text.slice(0, 60);

export function headingsOf(html: string): HeadingInfo[] {
  const out: HeadingInfo[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties['hidden'] !== undefined && child.properties['hidden'] !== false)
        continue;
      const match = /^h([1-6])$/.exec(child.tagName);
      if (match) {
        const classes = child.properties['className'];
        const own =
          (Array.isArray(classes) && classes.includes('rule-header')) ||
          String(child.properties['id'] ?? '').startsWith('rev-');
        out.push({
          level: Number(match[1]),
          text: toString(child).replace(/\s+/g, ' ').trim(),
          own,
        });
      } else walk(child);
    }
  };
  walk(fromHtml(html));
  return out;
}

/** Each skip: "h1 «Trabado» → h3 «Activación»". The first heading may be at most an h1. */
export function headingOrderProblems(headings: HeadingInfo[]): string[] {
  const problems: string[] = [];
  let previous: HeadingInfo = { level: 0, text: '(principio)', own: false };
  for (const heading of headings) {
    if (heading.level > previous.level + 1)
      problems.push(
        `h${previous.level} «${short(previous)}» → h${heading.level} «${short(heading)}»`,
      );
    previous = heading;
  }
  return problems;
}

/**
 * Each heading the site writes that reads the same as another heading with the same parent (the
 * nearest heading above it of a lower level): "h2 «Efectos» ×3 under h1 «Visor Multiespectral»".
 * Twins a source wrote (Salto de Combate's three «FAQs & Errata») are the source's, kept.
 */
export function headingTwins(headings: HeadingInfo[]): string[] {
  const siblings = new Map<string, HeadingInfo[]>();
  const parents: HeadingInfo[] = [];
  for (const heading of headings) {
    while (parents.length > 0 && parents.at(-1)!.level >= heading.level) parents.pop();
    const parent = parents.at(-1);
    const key = `${parent ? headings.indexOf(parent) : -1}\u0000${heading.level}\u0000${heading.text}`;
    siblings.set(key, [...(siblings.get(key) ?? []), heading]);
    parents.push(heading);
  }
  const twins: string[] = [];
  for (const [key, group] of siblings) {
    if (group.length < 2 || !group.some((heading) => heading.own)) continue;
    const parent = headings[Number(key.split('\u0000')[0])];
    const under = parent ? ` bajo h${parent.level} «${short(parent)}»` : '';
    twins.push(`h${group[0]!.level} «${short(group[0]!)}» ×${group.length}${under}`);
  }
  return twins;
}
