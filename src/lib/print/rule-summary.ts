/**
 * What a quick reference reads of a rule page's stored tree (src/markdown/rule-tree/): its skill
 * boxes (name and the order type as printed) and the items of its rule parts (Activación,
 * Efectos, Cancelación…) as plain text. Only the wiki's own text: a `<SeeFaq>` note is left out,
 * and of a page written for both editions the N4 text is read (Code One's only when there is no
 * other).
 */
import type { RuleTree } from '../../markdown/rule-tree/schema.ts';
import { decodeEntities } from '../html-entities.ts';

export interface SkillBoxText {
  name: string;
  orderType: string | undefined;
}

export interface RuleSummary {
  boxes: SkillBoxText[];
  /** The list items under each `<RuleHeader kind>`, by kind (`activation`, `effects`…). */
  parts: Record<string, string[]>;
}

/** Plain text of an HTML fragment: tags dropped, the common entities read, spaces joined. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Top-level `<li>` items of the HTML under one part, as text. */
function listItems(html: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = -1;
  for (const tag of html.matchAll(/<(\/?)li\b[^>]*>/g)) {
    if (!tag[1]) {
      if (depth === 0) start = tag.index + tag[0].length;
      depth += 1;
    } else if (--depth === 0 && start >= 0) {
      items.push(htmlText(html.slice(start, tag.index)));
    }
  }
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
