/**
 * The one term linker of the parts that are not the wiki (Refuerzos now, ITS later): a term
 * naming a wiki page becomes a link to `/reglas/<slug>/`, once per section (the first mention
 * after each heading). Headings, skill boxes and existing links are left alone. Built on
 * `mdast-util-find-and-replace`, which walks the text nodes and splits them for us.
 */
import type { Link, Nodes, Root } from 'mdast';
import type { Node } from 'unist';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { PageLink } from '../../src/content/wiki-schemas.ts';
import type { WikiPageRef } from './context.ts';

/** A link the linker made: always to a page of the site, so it always has its url. */
type LinkedTerm = PageLink & { url: string };

/** The one minimum-length rule: shorter titles («CC», «DA») are too ambiguous to link in prose. */
export const MIN_TERM_LENGTH = 3;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nodes whose text is never linked: links themselves, headings, code, the wiki's components with a heading. */
function ignored(unknownNode: Node): boolean {
  const node = unknownNode as Nodes;
  if (
    node.type === 'link' ||
    node.type === 'heading' ||
    node.type === 'inlineCode' ||
    node.type === 'code'
  )
    return true;
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    ['Heading', 'RuleHeader', 'SkillBox'].includes(node.name ?? '')
  );
}

const isSectionStart = (node: Nodes) =>
  node.type === 'heading' || (node.type === 'mdxJsxFlowElement' && node.name === 'Heading');

export function linkTerms(
  tree: Root,
  pages: readonly WikiPageRef[],
  selfSlug: string,
): LinkedTerm[] {
  const candidates = pages.filter(
    (p) => p.slug !== selfSlug && p.title.trim().length >= MIN_TERM_LENGTH,
  );
  if (candidates.length === 0) return [];
  // Longest titles first, so "Tokens de Mando" wins over a page called "Mando".
  candidates.sort((a, b) => b.title.length - a.title.length);
  const byTitle = new Map(candidates.map((p) => [p.title.toLocaleLowerCase('es'), p]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${candidates.map((p) => escape(p.title)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const used = new Map<string, LinkedTerm>();
  let linkedHere = new Set<string>();

  for (const node of tree.children) {
    if (isSectionStart(node)) {
      linkedHere = new Set();
      continue;
    }
    findAndReplace(
      node,
      [
        pattern,
        (value: string): Link | false => {
          const page = byTitle.get(value.toLocaleLowerCase('es'));
          if (!page || linkedHere.has(page.slug)) return false;
          linkedHere.add(page.slug);
          used.set(page.slug, { target: page.title, url: page.url, resolved: true });
          return { type: 'link', url: page.url, children: [{ type: 'text', value }] };
        },
      ],
      { ignore: ignored },
    );
  }
  return [...used.values()];
}
