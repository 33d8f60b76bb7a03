import type { DefiningPage, NameClass } from '../../src/lib/name-resolver.ts';
import { slugify } from '../../src/lib/slug.ts';

/** A wiki page that may define names; its slug and each heading's id come from their text, as the site makes them. */
export function definingPage(title: string, ...headings: string[]): DefiningPage {
  return {
    title,
    slug: slugify(title),
    headings: headings.map((text) => ({ id: slugify(text), text })),
  };
}

/** A glossary term with only the other names a test gives it. */
export function nameClass(title: string, names: Partial<Omit<NameClass, 'title'>> = {}): NameClass {
  return { title, abbr: [], en: [], aliases: [], ...names };
}
