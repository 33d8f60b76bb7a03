import type { Root } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { gfmToMarkdown } from 'mdast-util-gfm';

/**
 * Serialises an mdast tree (with MDX JSX nodes) and its frontmatter to an `.mdx` file's text.
 * mdast-util-to-markdown escapes `{`, `<` and friends, so untrusted source text stays text:
 * it can never become an expression or a tag in the compiled page.
 */
export function emitMdx(frontmatter: Record<string, unknown>, tree: Root): string {
  const body = toMarkdown(tree, {
    extensions: [mdxToMarkdown(), gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    resourceLink: true,
    // A line starting with `import`/`export` is ES module code in MDX: run at build time. The
    // first letter is written as a character reference there, so such text stays text.
    unsafe: [
      { atBreak: true, character: 'i', after: 'mport\\b' },
      { atBreak: true, character: 'e', after: 'xport\\b' },
      // Every `]` of text is escaped: micromark walks back over the whole paragraph for each
      // unescaped one (a label's end, a footnote call), so a page of `]]` took minutes.
      { character: ']' },
    ],
  });
  // JSON is valid YAML, and it quotes every string: no title can break the frontmatter.
  return `---\n${JSON.stringify(frontmatter, null, 2)}\n---\n\n${body}`;
}
