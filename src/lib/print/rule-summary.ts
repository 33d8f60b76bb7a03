/**
 * What a quick reference reads of a rule page's stored tree (src/markdown/rule-tree/): its skill
 * boxes (name and the order type as printed) and the items of its rule parts (Activación,
 * Efectos, Cancelación…) as plain text. Only the wiki's own text: a `<SeeFaq>` note is left out,
 * and of a page written for both editions the N4 text is read (Code One's only when there is no
 * other).
 */
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { RuleTree } from '../../markdown/rule-tree/schema.ts';

export interface SkillBoxText {
  name: string;
  orderType: string | undefined;
}

export interface RuleSummary {
  boxes: SkillBoxText[];
  /** The list items under each `<RuleHeader kind>`, by kind (`activation`, `effects`…). */
  parts: Record<string, string[]>;
}

/** The text of a hast node, spaces joined. */
function nodeText(node: Nodes): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/** Plain text of an HTML fragment: tags dropped, character references read, spaces joined. */
export function htmlText(html: string): string {
  return nodeText(fromHtml(html, { fragment: true }));
}

/** Top-level `<li>` items of the HTML under one part, as text (a nested list is in its item). */
function listItems(html: string): string[] {
  const items: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element' && node.tagName === 'li') items.push(nodeText(node));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(fromHtml(html, { fragment: true }));
  return items.filter(Boolean);
}

export function ruleSummary(tree: RuleTree, skipEdition = 'c1'): RuleSummary {
  const boxes: SkillBoxText[] = [];
  const html: Record<string, string> = {};
  let part: string | undefined;
  const walk = (nodes: RuleTree) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        if (part) html[part] = (html[part] ?? '') + node;
      } else if (node.name === 'RuleHeader') {
        part = String(node.props['kind']);
      } else if (node.name === 'Heading' || node.name === 'FaqBox') {
        part = undefined;
      } else if (node.name === 'SkillBox') {
        const orderType = node.props['orderType'];
        boxes.push({
          name: String(node.props['name']),
          orderType: typeof orderType === 'string' ? orderType : undefined,
        });
      } else if (node.name === 'SeeFaq') {
        continue;
      } else if (!(node.name === 'Version' && node.props['edition'] === skipEdition)) {
        walk(node.children ?? []);
      }
    }
  };
  walk(tree);
  const parts = Object.fromEntries(Object.entries(html).map(([k, v]) => [k, listItems(v)]));
  const empty = boxes.length === 0 && Object.keys(parts).length === 0;
  return empty && skipEdition === 'c1' ? ruleSummary(tree, 'none') : { boxes, parts };
}
