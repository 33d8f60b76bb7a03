import type { PhrasingContent } from 'mdast';
import type { PageLink } from '../../../src/content/wiki-schemas.ts';
import type { Resolution } from '../../../src/lib/link-resolver.ts';
import { parseLinkTarget } from '../../../src/lib/wiki-title.ts';
import { text, textElement } from './mdast-builders.ts';
import type { ConvertedPage } from './convert-page.ts';
import { pageMarks, type WikiLinkAt } from './page-marks.ts';

/**
 * White space at either end of a link's text moves outside the link: `[[LDT| LDT]]` reads
 * «la LDT», not «la_LDT» with an underlined space.
 */
function splitSpaces(children: PhrasingContent[]): {
  before: string;
  inner: PhrasingContent[];
  after: string;
} {
  const inner = [...children];
  let before = '';
  let after = '';
  const first = inner[0];
  if (first?.type === 'text') {
    const trimmed = first.value.replace(/^\s+/, '');
    before = trimmed.length < first.value.length ? ' ' : '';
    inner[0] = { ...first, value: trimmed };
  }
  const lastIndex = inner.length - 1;
  const last = inner[lastIndex];
  if (last?.type === 'text') {
    const trimmed = last.value.replace(/\s+$/, '');
    after = trimmed.length < last.value.length ? ' ' : '';
    inner[lastIndex] = { ...last, value: trimmed };
  }
  return { before, inner: inner.filter((n) => n.type !== 'text' || n.value !== ''), after };
}

/**
 * The page names a converted page links to, as the link resolver reads them (every `[[link]]`,
 * those inside another's text too). `links`: the page's, when already found (page-marks.ts).
 */
export function linkedNames(
  page: ConvertedPage,
  links: readonly WikiLinkAt[] = pageMarks(page.tree).links,
): string[] {
  return links.map(({ node }) => parseLinkTarget(node.target).title);
}

/**
 * Replaces each pending `[[link]]` with a link: to the page or section that defines the target
 * or, when the site has no rule for it yet, to its term page (`TermLink`, marked as such). A
 * reader never meets dead text.
 */
export function resolveLinks(
  page: ConvertedPage,
  resolve: (target: string, currentTitle: string) => Resolution,
  links: readonly WikiLinkAt[] = pageMarks(page.tree).links,
): PageLink[] {
  const out: PageLink[] = [];
  // A link inside another's text stays as it is: the outer one is replaced whole.
  for (const { node, parent, nested } of links) {
    if (nested) continue;
    // Found again: the links before it in the same parent may have become several nodes.
    const index = parent.children.indexOf(node as never);
    if (index < 0) continue;
    const result = resolve(node.target, page.revision.title);
    const { before, inner, after } = splitSpaces(node.children);
    const children = inner.length > 0 ? inner : [text(result.title)];
    let replacement: PhrasingContent;
    if (result.resolved) {
      out.push({ target: result.title, url: result.url, resolved: true });
      replacement = { type: 'link', url: result.url, children };
    } else if (result.url) {
      out.push({ target: result.title, url: result.url, resolved: false });
      replacement = textElement(
        'TermLink',
        { href: result.url, target: result.term?.title ?? result.title },
        children,
      );
    } else {
      // Without a name resolver (unit tests of one page), the target stays marked, unlinked.
      out.push({ target: result.title, resolved: false });
      replacement = textElement('TermLink', { target: result.title }, children);
    }
    const nodes = [...(before ? [text(before)] : []), replacement, ...(after ? [text(after)] : [])];
    parent.children.splice(index, 1, ...(nodes as never[]));
  }
  return out;
}
