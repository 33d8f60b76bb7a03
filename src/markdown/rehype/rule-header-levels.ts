/**
 * Rehype plugin: a skill's fixed parts (`<RuleHeader>`: Requisitos, Efectos, Activación,
 * Cancelación) are headings one level below the heading they follow. On most pages they come
 * right under the page's `<h1>` ("Trabado" → "Activación"), so they are h2; under a section
 * ("## Solicitar Refuerzos" → "Requisitos") they are h3. A fixed h3 skipped a level on 35
 * pages, which screen readers announce as a missing section (axe `heading-order`).
 *
 * Sets the `level` attribute of each `RuleHeader` JSX element from the headings before it in
 * document order: markdown headings (`h2`…), `<Heading level="…">`, and the page's `<h1>`,
 * which the page template prints before the content (so the count starts at 1).
 *
 * astro.config.mjs: `markdown: { rehypePlugins: [rehypeRuleHeaderLevels] }` (MDX inherits it).
 */
import type { Root } from 'hast';
import { isJsx, jsxAttribute, setJsxAttribute, type JsxElement, type Node } from './mdx-jsx.ts';

/** `<Heading level="3">` → 3, clamped as Heading.astro does (2…6). */
function headingComponentLevel(node: JsxElement): number {
  const level = Number(jsxAttribute(node, 'level')) || 2;
  return Math.min(Math.max(level, 2), 6);
}

export function ruleHeaderLevels(tree: Root, startLevel = 1): void {
  let last = startLevel;
  const walk = (node: Node) => {
    if (node.type === 'element') {
      const match = /^h([1-6])$/.exec(node.tagName);
      if (match) last = Number(match[1]);
    } else if (isJsx(node)) {
      if (node.name === 'Heading') last = headingComponentLevel(node);
      else if (node.name === 'RuleHeader') {
        setJsxAttribute(node, 'level', String(Math.min(last + 1, 6)));
        return;
      }
    }
    if ('children' in node) for (const child of node.children as Node[]) walk(child);
  };
  walk(tree);
}

export function rehypeRuleHeaderLevels() {
  return (tree: Root) => ruleHeaderLevels(tree);
}
