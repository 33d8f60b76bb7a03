import type { NameTarget } from '../name-resolver.ts';
import type { Glossary, GlossaryTerm } from './schema.ts';

/**
 * The glossary with the URL of every rule term given by the name resolver, so a redirect, a
 * search result and a wiki link for the same name land on the same place: the page or heading
 * that defines it, or its term page. Only the `wikiTerms` are resolved: terms of other parts
 * (ITS, skirmish, the Refuerzos page) keep their curated URL.
 */
export function resolveGlossary(
  glossary: Glossary,
  resolveName: (name: string) => NameTarget,
  wikiTerms: readonly GlossaryTerm[],
): Glossary {
  const resolved = new Set(wikiTerms);
  return {
    ...glossary,
    terms: glossary.terms.map((term) =>
      resolved.has(term) ? { ...term, url: resolveName(term.title).url } : term,
    ),
  };
}
