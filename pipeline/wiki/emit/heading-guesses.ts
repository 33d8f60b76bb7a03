import type { NameTarget } from '../../../src/lib/name-resolver.ts';

/** A name the wiki links that lands on a heading only because the heading carries the name. */
export interface HeadingGuess {
  /** The name as the wiki links it (`[[Camuflado]]`). */
  name: string;
  url: string;
  /** The heading's text and the page it is on. */
  heading: string;
  page: string;
  /** How many links name it. */
  links: number;
}

/**
 * The links the name resolver sends to a heading of some page because the heading is the name
 * (`[[Cuerpo a Cuerpo]]` → the heading «CC» of Propiedades), not because the link names the
 * page and section (`[[Propiedades#CC]]`). A homonym makes such a guess wrong: the wiki's
 * «[[Camuflado]]» is the state, the heading «Camuflado» of Propiedades a weapon property. They are
 * written for review (`wiki/heading-guesses.json`); a wrong one is corrected in the glossary
 * with `notAt` and its `why`. Most linked first.
 */
export function headingGuesses(
  names: readonly string[],
  resolveName: (name: string) => NameTarget,
): HeadingGuess[] {
  const guesses = new Map<string, HeadingGuess>();
  for (const name of names) {
    const known = guesses.get(name);
    if (known) {
      known.links += 1;
      continue;
    }
    const target = resolveName(name);
    if (target.kind !== 'section') continue;
    guesses.set(name, {
      name,
      url: target.url,
      heading: target.title,
      page: target.page,
      links: 1,
    });
  }
  return [...guesses.values()].sort((a, b) => b.links - a.links || a.name.localeCompare(b.name));
}
