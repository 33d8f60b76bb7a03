/**
 * Heading order, as axe's `heading-order` and screen-reader users see it: going down, a heading
 * is at most one level deeper than the one before it (an h3 right under the h1 skips a level).
 * Read from the static HTML, so every page of the site is checked without a browser; headings
 * inside `hidden` elements are not read by anyone and are left out.
 */
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';

export interface HeadingInfo {
  level: number;
  text: string;
}

export function headingsOf(html: string): HeadingInfo[] {
  const out: HeadingInfo[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties['hidden'] !== undefined && child.properties['hidden'] !== false)
        continue;
      const match = /^h([1-6])$/.exec(child.tagName);
      if (match) out.push({ level: Number(match[1]), text: toString(child).trim().slice(0, 60) });
      else walk(child);
    }
  };
  walk(fromHtml(html));
  return out;
}

/** Each skip: "h1 «Trabado» → h3 «Activación»". The first heading may be at most an h1. */
export function headingOrderProblems(headings: HeadingInfo[]): string[] {
  const problems: string[] = [];
  let previous: HeadingInfo = { level: 0, text: '(principio)' };
  for (const heading of headings) {
    if (heading.level > previous.level + 1)
      problems.push(`h${previous.level} «${previous.text}» → h${heading.level} «${heading.text}»`);
    previous = heading;
  }
  return problems;
}
