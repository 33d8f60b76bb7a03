import type { Definition } from '../../shared/context.ts';
import type { Glossary } from '../../../src/lib/glossary/schema.ts';

/**
 * The names the wiki defines, for ITS and Refuerzos to link: every page title, then the Spanish
 * names (title and other spellings) of the glossary's rule terms whose URL, given by the name
 * resolver, is a page or heading of the site — «Despliegue Aerotransportado» →
 * `/reglas/etiquetas/#despliegue-aerotransportado-da`. A name that leads only to a term page is
 * left out: prose links only to rules. English names stay out: the Spanish rules do not write them.
 */
export function definitions(
  pages: readonly Definition[],
  glossary: Glossary,
  termUrls: ReadonlySet<string>,
): Definition[] {
  const fromGlossary = glossary.terms.flatMap((term) => {
    const url = term.url;
    if (term.parte !== 'Reglas' || !url?.startsWith('/reglas/') || termUrls.has(url)) return [];
    return [term.title, ...term.aliases].map((title) => ({ title, url }));
  });
  return [...pages.map(({ title, url }) => ({ title, url })), ...fromGlossary];
}
