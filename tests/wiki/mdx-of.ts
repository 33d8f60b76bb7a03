import { compileMdx, convertAlone } from '../../pipeline/wiki/check/convert-alone.ts';
import { createLinkResolver } from '../../src/lib/link-resolver.ts';

export { compileMdx };

const resolve = createLinkResolver([
  { title: 'Trabado', url: '/reglas/trabado/', ids: new Set(['efectos']) },
  { title: 'Berserk', url: '/reglas/berserk/', ids: new Set() },
]);

/** A page through every stage the build runs on it: convert, link notes and links, emit MDX. */
export function mdxOf(text: string, budgetMs?: number, title = 'Prueba') {
  return convertAlone(text, { resolve, title, line: 10, budgetMs });
}
