/**
 * Rehype plugin: the first use of each glossary abbreviation on a page shows its expansion,
 * `LDT` → `<abbr title="Línea de Tiro">LDT</abbr>`. Only whole words, case as written ("ORAs"
 * and "oración" stay as they are); never inside links, code, headings or the wiki components
 * that print labels (skill boxes, FAQ questions).
 *
 * astro.config.mjs: `markdown: { rehypePlugins: [rehypeAbbreviations] }` (MDX inherits it).
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import escapeStringRegexp from 'escape-string-regexp';
import { loadGlossary } from '../../lib/glossary/load.ts';
import { abbreviationMap } from '../../lib/glossary/names.ts';

export interface AbbreviationOptions {
  /** Abbreviation → expansion; default: the glossary's. */
  abbreviations?: Map<string, string>;
}

const SKIP_TAGS = new Set([
  'a',
  'abbr',
  'code',
  'pre',
  'kbd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'script',
  'style',
  'svg',
  'title',
]);
const SKIP_COMPONENTS = new Set([
  'Heading',
  'FaqQuestion',
  'SkillBox',
  'SkillLabels',
  'RuleHeader',
  'EditionBadge',
  'ImagePlaceholder',
]);

type Node = Root | RootContent;
type Parent = Extract<Node, { children: unknown[] }>;

function skipped(node: Node): boolean {
  if (node.type === 'element') return SKIP_TAGS.has((node as Element).tagName);
  const name = (node as { name?: string | null }).name;
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    !!name &&
    SKIP_COMPONENTS.has(name)
  );
}

export function rehypeAbbreviations(options: AbbreviationOptions = {}) {
  const abbreviations = options.abbreviations ?? abbreviationMap(loadGlossary().terms);
  const names = [...abbreviations.keys()].sort((a, b) => b.length - a.length);
  if (names.length === 0) return () => undefined;
  // A whole word: no letter, digit or hyphen glued on either side.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}-])(${names.map(escapeStringRegexp).join('|')})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
    'gu',
  );

  return (tree: Root) => {
    const used = new Set<string>();
    const visit = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const child = parent.children[i] as Node;
        if (child.type === 'text') {
          const replaced = split(child as Text);
          if (replaced) {
            (parent.children as Node[]).splice(i, 1, ...replaced);
            i += replaced.length - 1;
          }
        } else if ('children' in child && !skipped(child)) {
          visit(child as Parent);
        }
        if (used.size === abbreviations.size) return;
      }
    };
    const split = (text: Text): ElementContent[] | undefined => {
      const out: ElementContent[] = [];
      let last = 0;
      for (const match of text.value.matchAll(pattern)) {
        const abbr = match[1]!;
        if (used.has(abbr)) continue;
        used.add(abbr);
        if (match.index > last)
          out.push({ type: 'text', value: text.value.slice(last, match.index) });
        out.push({
          type: 'element',
          tagName: 'abbr',
          properties: { title: abbreviations.get(abbr)! },
          children: [{ type: 'text', value: abbr }],
        });
        last = match.index + abbr.length;
      }
      if (out.length === 0) return undefined;
      if (last < text.value.length) out.push({ type: 'text', value: text.value.slice(last) });
      return out;
    };
    visit(tree);
  };
}

export default rehypeAbbreviations;
