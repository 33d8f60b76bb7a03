import type { Link, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Files this applies to: the wiki's rule pages (`<generated dir>/rules/<slug>.mdx`, wherever
 * CONTENT_GENERATED_DIR puts them), whose text is untrusted.
 */
const WIKI_PAGES = /[\\/]rules[\\/][^\\/]+\.mdx$/;

/**
 * GFM's "autolink literals" make links of bare `www.x`, `a@b.c` and `http://…` written in
 * text, and escaping the text does not stop them (`a\@b.c` still becomes `mailto:`). The
 * wiki converter writes every link it means as `[label](url)`, and only for http(s): any
 * other link in a wiki page came from a literal in untrusted text and goes back to its text.
 * remark-gfm has no option to leave literals out, so this runs right after it.
 */
export function remarkNoAutolinkLiterals() {
  return (tree: Root, file: { path?: string; value?: unknown }) => {
    if (file.path && !WIKI_PAGES.test(file.path)) return;
    const source = String(file.value ?? '');
    visit(tree, 'link', (node: Link, index, parent: Parent | undefined) => {
      if (parent === undefined || index === undefined) return;
      // Literals found after an escape (`a\@b.c`) carry no position: only a written `[` counts.
      const start = node.position?.start.offset;
      if (start !== undefined && source[start] === '[') return;
      parent.children.splice(index, 1, ...node.children);
      return index;
    });
  };
}
