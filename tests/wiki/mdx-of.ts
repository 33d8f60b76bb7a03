import { compileMdx, convertAlone } from '../../pipeline/wiki/check/convert-alone.ts';

export { compileMdx };

/**
 * A page through every step the build runs on it (`buildFromRevisions` on the page alone),
 * starting at line 10 of `prueba.txt`: its tree, warnings and MDX.
 */
export function mdxOf(text: string, budgetMs?: number, title = 'Prueba') {
  return convertAlone(text, { title, line: 10, budgetMs });
}

/** A page's MDX without its frontmatter: the text a reader sees. */
export function bodyOf(mdx: string): string {
  return mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
}
