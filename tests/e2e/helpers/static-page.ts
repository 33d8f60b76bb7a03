/**
 * A built page's markup, read from `dist/` without a browser: the HTML as the server sends it
 * (before any script runs), parsed by the spec's algorithm as a browser parses it (parse5 through
 * hast-util-from-html, scripting on: a `<noscript>` stays text), CSS selectors over it
 * (hast-util-select) and its text as `innerText` lays it out (hast-util-to-text: blocks on their
 * own lines, table cells apart; no CSS, so nothing is hidden and no `text-transform` applies).
 * For checks of what the markup says; what needs layout, CSS or a script stays in a browser
 * (helpers/browser.ts). A page parsed here costs a small fraction of a page loaded in Chromium
 * (docs/figures.md).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { DIST_DIR } from './dist-dir.ts';

export interface StaticPage {
  /** Every element `selector` matches, in document order. */
  all(selector: string, within?: Element): Element[];
  /** The first element `selector` matches; fails when none does. */
  one(selector: string, within?: Element): Element;
  /** The text of each element `selector` matches, as `allInnerTexts()` gives it. */
  texts(selector: string, within?: Element): string[];
  /** The text of the first element `selector` matches, as `innerText` gives it. */
  text(selector: string, within?: Element): string;
}

/** The text of `element`, as `innerText` gives it (without CSS: no `text-transform`). */
export const textOf = (element: Element): string => toText(element);

/** The text of `element` as `textContent` gives it: every text node, joined, nothing laid out. */
export const textContentOf = (element: Element): string => toString(element);

/**
 * A heading's own text, as a citation names it (`ownText` in src/client/share.ts): without the
 * «#» link and the copy buttons beside it (`AnchorLink`), every text node joined.
 */
export function headingTextOf(heading: Element): string {
  const own = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter((child) => child.type !== 'element' || !matches('.anchor-link, .share', child))
      .map((child) => (child.type === 'element' ? own(child) : child)),
  });
  return toString(own(heading)).replace(/\s+/g, ' ').trim();
}

/** The page built for `url` (`/its/misiones/`: its `index.html`); fails when there is none. */
export async function staticPage(url: string): Promise<StaticPage> {
  const file = path.join(DIST_DIR, decodeURI(url), url.endsWith('/') ? 'index.html' : '');
  const tree: Root = fromHtml(await readFile(file, 'utf8'));
  const all = (selector: string, within?: Element) => selectAll(selector, within ?? tree);
  const one = (selector: string, within?: Element) => {
    const found = select(selector, within ?? tree);
    if (!found) throw new Error(`${url}: ningún elemento «${selector}»`);
    return found;
  };
  return {
    all,
    one,
    texts: (selector, within) => all(selector, within).map(textOf),
    text: (selector, within) => textOf(one(selector, within)),
  };
}
