/**
 * The term linker of Refuerzos' mdast: a name the wiki defines becomes a link to its definition
 * (a rule page, or the heading that defines it), once per section (the first mention after each
 * heading). Names are found
 * by the rule ITS uses too (`term-matcher.ts`). Headings, skill boxes and existing links are left
 * alone. Built on `mdast-util-find-and-replace`, which walks the text nodes and splits them.
 */
import type { Link, Nodes, Root } from 'mdast';
import type { Node } from 'unist';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { PageLink } from '../../src/content/wiki-schemas.ts';
import type { Definition } from './context.ts';
import { createTermMatcher } from './term-matcher.ts';

/** A link the linker made: always to a page of the site, so it always has its url. */
type LinkedTerm = PageLink & { url: string };

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
  definitions: readonly Definition[],
  selfUrl: string,
): LinkedTerm[] {
  // A page never links to itself, nor to one of its own headings.
  const { pattern, target } = createTermMatcher(
    definitions.filter((d) => !d.url.startsWith(selfUrl)),
  );
  if (!pattern) return [];
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
          const found = target(value);
          if (!found || linkedHere.has(found.url)) return false;
          linkedHere.add(found.url);
          used.set(found.url, { target: found.title, url: found.url, resolved: true });
          return { type: 'link', url: found.url, children: [{ type: 'text', value }] };
        },
      ],
      { ignore: ignored },
    );
  }
  return [...used.values()];
}
