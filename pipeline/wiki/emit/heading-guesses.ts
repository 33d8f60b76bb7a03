import type { ResolveName } from '../../../src/lib/name-resolver.ts';
import type { LinkedName } from '../steps/resolve.ts';

/** A name the wiki links that lands on a heading only because the heading carries the name. */
export interface HeadingGuess {
  /** The name as the wiki links it (`[[Camuflado]]`). */
  name: string;
  url: string;
  /** The heading's text and the page it is on. */
  heading: string;
  page: string;
  /** How many links name it, and the pages they are on. */
  links: number;
  from: string[];
}

/**
 * The links the name resolver sends to a heading of some page because the heading is the name
 * (`[[Cuerpo a Cuerpo]]` → the heading «CC» of Propiedades), not because the link names the
 * page and section (`[[Propiedades#CC]]`) nor because a reviewed entry says so. A homonym makes
 * such a guess wrong: the wiki's «[[Camuflado]]» is the state, the heading «Camuflado» of
 * Propiedades a weapon property. What is left is written for review
 * (`wiki/heading-guesses.json`), and a test wants none: each is confirmed or corrected in
 * `content/corrections/wiki-links.json`, with its `why`. Most linked first.
 */
export function headingGuesses(
  linked: readonly LinkedName[],
  resolveName: ResolveName,
): HeadingGuess[] {
  const guesses = new Map<string, HeadingGuess>();
  for (const { name, page } of linked) {
    const target = resolveName(name, page);
    if (target.kind !== 'section' || target.reviewed) continue;
    const known = guesses.get(name);
    if (known) {
      known.links += 1;
      if (!known.from.includes(page)) known.from.push(page);
      continue;
    }
    guesses.set(name, {
      name,
      url: target.url,
      heading: target.title,
      page: target.page,
      links: 1,
      from: [page],
    });
  }
  return [...guesses.values()].sort((a, b) => b.links - a.links || a.name.localeCompare(b.name));
}
