/**
 * The ids of a rule page's headings, skill parts and rulings, given once the whole page is
 * known (src/lib/stable-ids.ts): a name used once keeps its slug; names used more than once are
 * told apart by what they stand under, never by their order on the page. The converters hand out
 * provisional ids while they build the tree; this pass replaces them and says which became which.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { faqId } from '../../src/lib/faq-id.ts';
import { jsxAttribute, ruleHeaderText } from './jsx-attribute.ts';
import { slugify } from '../../src/lib/slug.ts';
import { assignIds, slugWords, type IdClaim } from '../../src/lib/stable-ids.ts';

const isElement = (node: Nodes, name: string): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === name;

function setAttribute(node: MdxJsxFlowElement, name: string, value: string): void {
  for (const a of node.attributes)
    if (a.type === 'mdxJsxAttribute' && a.name === name) a.value = value;
}

/** A ruling's question as the FAQ box converter writes it: its paragraphs joined by a space. */
export function questionOf(box: MdxJsxFlowElement): string {
  const question = box.children.find((c) => isElement(c, 'FaqQuestion')) as
    MdxJsxFlowElement | undefined;
  return (question?.children ?? []).map((p) => toString(p)).join(' ');
}

function answerOf(box: MdxJsxFlowElement): string {
  const answer = box.children.find((c) => isElement(c, 'FaqAnswer'));
  return answer ? toString(answer) : '';
}

interface Place {
  claim: IdClaim;
  /** Writes the final id into the tree. */
  set: (id: string) => void;
  provisional: string;
}

/** The words right after a node, up to four: what a section or box begins with. */
function wordsAfter(parent: { children: Nodes[] } | undefined, index: number | undefined): string {
  if (!parent || index === undefined) return '';
  for (const next of parent.children.slice(index + 1)) {
    const text = isElement(next, 'FaqBox') ? questionOf(next) : toString(next);
    const words = slugWords(text);
    if (words) return words;
  }
  return '';
}

/**
 * Gives every `Heading`, `RuleHeader` and `FaqBox` (with its `FaqQuestion`) of `tree` its
 * stable id, in place. Returns each provisional id with the id that replaced it.
 */
export function assignStableIds(tree: Root): Map<string, string> {
  const places: Place[] = [];
  // What the next place stands under: the last skill box, the last heading of each depth.
  let skill = '';
  const headings: string[] = [];
  const parentHeading = (depth: number) =>
    headings.slice(0, depth).findLast((h) => h !== undefined && h !== '') ?? '';
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement') return;
    if (node.name === 'SkillBox') {
      skill = slugify(jsxAttribute(node, 'name'));
      headings.length = 0;
    } else if (node.name === 'Heading') {
      const depth = Number(jsxAttribute(node, 'level')) || 2;
      const text = toString(node);
      places.push({
        claim: {
          base: slugify(text) || 'seccion',
          contexts: [parentHeading(depth)],
          fallback: wordsAfter(parent, index),
        },
        provisional: jsxAttribute(node, 'id'),
        set: (id) => setAttribute(node, 'id', id),
      });
      headings[depth] = slugWords(text, 6);
      headings.length = depth + 1;
    } else if (node.name === 'RuleHeader') {
      places.push({
        claim: {
          base: slugify(ruleHeaderText(node)),
          contexts: [skill || parentHeading(7)],
          fallback: wordsAfter(parent, index),
        },
        provisional: jsxAttribute(node, 'id'),
        set: (id) => setAttribute(node, 'id', id),
      });
    } else if (node.name === 'FaqBox') {
      const question = questionOf(node);
      const title = jsxAttribute(node, 'title');
      const version = jsxAttribute(node, 'version');
      const base = question ? faqId(question) : faqId(`${title} ${version}`) || 'faq';
      // The rest of a long question, then the box's title and version, then its answer.
      const rest = slugify(question).slice(base.length - 'faq-'.length + 1);
      places.push({
        claim: {
          base,
          contexts: [slugWords(rest, 6), slugify(`${title} ${version}`)],
          fallback: slugWords(answerOf(node)),
        },
        provisional: jsxAttribute(node, 'anchor'),
        set: (id) => {
          setAttribute(node, 'anchor', id);
          for (const child of node.children)
            if (isElement(child, 'FaqQuestion')) setAttribute(child, 'id', id);
        },
      });
      return 'skip';
    }
    return undefined;
  });
  const ids = assignIds(places.map((p) => p.claim));
  const renamed = new Map<string, string>();
  places.forEach((place, i) => {
    place.set(ids[i]!);
    renamed.set(place.provisional, ids[i]!);
  });
  return renamed;
}

/** `tree` with its stable ids, and the listed headings (a table of contents) renamed with it. */
export function withStableIds(tree: Root, headings: { id: string }[]): Root {
  const renamed = assignStableIds(tree);
  for (const heading of headings) heading.id = renamed.get(heading.id) ?? heading.id;
  return tree;
}
