/**
 * Rehype plugin: a skill part's heading (`<RuleHeader>`: Requisitos, Efectos…) names its skill
 * where the page would otherwise repeat it with nothing to tell the copies apart. Visor
 * Multiespectral prints three skill boxes in a row, «VISOR MULTIESPECTRAL NIVEL 1» to «… NIVEL 3»,
 * each followed by «Efectos», with no heading between them: three sibling h2 «Efectos», which a
 * screen reader's list of headings and the search's sub-results (Pagefind titles each by its
 * heading's text) cannot tell apart.
 *
 * Where one section (the text between two headings; a RuleHeader does not start one) holds more
 * than one `<SkillBox>`, each RuleHeader after a box gets `skill` = that box's name, which
 * RuleHeader prints visually hidden. Under a heading of its own (Refuerzos: «## Commlink», then
 * «## Solicitar Refuerzos», one box each) the heading already tells them apart: left as is.
 *
 * src/markdown/plugins.ts: after `rehypeRuleHeaderLevels`.
 */
import type { Root } from 'hast';
import { isJsx, jsxAttribute, setJsxAttribute, type JsxElement, type Node } from './mdx-jsx.ts';

/** What the sections are made of, in document order. */
type Mark =
  { kind: 'heading' } | { kind: 'box'; name: string } | { kind: 'part'; node: JsxElement };

function marks(tree: Root): Mark[] {
  const found: Mark[] = [];
  const walk = (node: Node) => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) found.push({ kind: 'heading' });
    else if (isJsx(node) && node.name === 'Heading') found.push({ kind: 'heading' });
    else if (isJsx(node) && node.name === 'SkillBox')
      found.push({ kind: 'box', name: jsxAttribute(node, 'name') ?? '' });
    else if (isJsx(node) && node.name === 'RuleHeader') found.push({ kind: 'part', node });
    if ('children' in node) for (const child of node.children as Node[]) walk(child);
  };
  walk(tree);
  return found;
}

export function ruleHeaderSkills(tree: Root): void {
  const sections: Mark[][] = [[]];
  for (const mark of marks(tree)) {
    if (mark.kind === 'heading') sections.push([]);
    else sections.at(-1)!.push(mark);
  }
  for (const section of sections) {
    if (section.filter((mark) => mark.kind === 'box').length < 2) continue;
    let skill = '';
    for (const mark of section) {
      if (mark.kind === 'box') skill = mark.name;
      else if (mark.kind === 'part' && skill) setJsxAttribute(mark.node, 'skill', skill);
    }
  }
}

export function rehypeRuleHeaderSkills() {
  return (tree: Root) => ruleHeaderSkills(tree);
}
