import { slugify } from './slug.ts';

/**
 * One answer to "where does this name lead?", for wiki links, glossary redirects and search
 * terms alike. A name lands on the page or section that defines it: a page whose title is the
 * name, or a heading that is the name (`Despliegue Aerotransportado (DA)` defines both
 * «Despliegue Aerotransportado» and «DA»), or the same for another name of its glossary term.
 * A name nothing defines gets a term page at `/reglas/<slug>/` that lists where the site
 * mentions it, so a forum link works today and becomes the real rule when a dump brings it.
 */

/** A page that may define names: its title and headings. */
export interface DefiningPage {
  title: string;
  slug: string;
  headings: readonly { id: string; text: string }[];
}

/** A set of names for one concept (a glossary term): `title` is how the site writes it. */
export interface NameClass {
  title: string;
  abbr: readonly string[];
  en: readonly string[];
  aliases: readonly string[];
}

export type NameTarget =
  | { kind: 'page'; url: string; title: string; page: string }
  | { kind: 'section'; url: string; title: string; page: string }
  | { kind: 'term'; url: string; title: string; slug: string; term?: NameClass };

/** Path segments under `/reglas/` that belong to the site itself. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['faq', 'seccion', 'indice', 'index']);

/** An abbreviation as the rules write them: `DA`, `ZC`, `E/M`, `B`, `PH-3`. */
const ABBREVIATION = /^[\p{Lu}\d][\p{Lu}\d/+-]{0,7}$/u;

/**
 * Names a heading defines: its text; for «Despliegue Aerotransportado (DA)» also the name
 * without the abbreviation and the abbreviation; for «ORA: Orden de Reacción Automática» both
 * sides. «Zona de Visibilidad Nula (Excepciones)» defines the zone, never «Excepciones».
 */
export function headingNames(text: string): string[] {
  const names = [text];
  const paren = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(text);
  if (paren) {
    names.push(paren[1]!);
    if (ABBREVIATION.test(paren[2]!.trim())) names.push(paren[2]!.trim());
  }
  const colon = /^([^:]+?)\s*:\s*(.+)$/.exec(text);
  if (colon && (ABBREVIATION.test(colon[1]!) || ABBREVIATION.test(colon[2]!)))
    names.push(colon[1]!, colon[2]!);
  return names;
}

/** How names compare: the URL slug, so case, accents, spaces and underscores never matter. */
export const nameKey = (name: string): string => slugify(name);

/** A non-empty slug for any name: `🔥` → `u1f525`, stable across builds. */
export function fallbackSlug(name: string): string {
  const codes = [...name.trim()].map((c) => c.codePointAt(0)!.toString(16)).join('-');
  return `u${codes}`.slice(0, 60) || 'pagina';
}

/** Slug of a term page: the name's slug, never one of the site's own segments. */
export function termSlug(name: string): string {
  const slug = nameKey(name) || fallbackSlug(name);
  return RESERVED_SLUGS.has(slug) ? `termino-${slug}` : slug;
}

export function createNameResolver(
  pages: readonly DefiningPage[],
  classes: readonly NameClass[] = [],
): (name: string) => NameTarget {
  const pageByKey = new Map<string, NameTarget>();
  for (const page of pages) {
    pageByKey.set(nameKey(page.title), {
      kind: 'page',
      url: `/reglas/${page.slug}/`,
      title: page.title,
      page: page.title,
    });
  }
  // A heading name defines only when exactly one page uses it: «Efectos» on ten pages defines nothing.
  const sectionClaims = new Map<string, NameTarget[]>();
  for (const page of pages) {
    for (const heading of page.headings) {
      for (const name of headingNames(heading.text)) {
        const key = nameKey(name);
        if (!key) continue;
        const list = sectionClaims.get(key) ?? [];
        if (!list.some((t) => t.kind === 'section' && t.page === page.title)) {
          list.push({
            kind: 'section',
            url: `/reglas/${page.slug}/#${heading.id}`,
            title: heading.text,
            page: page.title,
          });
        }
        sectionClaims.set(key, list);
      }
    }
  }
  const sectionByKey = new Map<string, NameTarget>();
  for (const [key, list] of sectionClaims) if (list.length === 1) sectionByKey.set(key, list[0]!);

  const classByKey = new Map<string, NameClass>();
  for (const cls of classes) {
    for (const name of [cls.title, ...cls.abbr, ...cls.en, ...cls.aliases]) {
      const key = nameKey(name);
      if (key && !classByKey.has(key)) classByKey.set(key, cls);
    }
  }

  function lookup(name: string): NameTarget | undefined {
    const key = nameKey(name);
    const cls = classByKey.get(key);
    // The name itself first, then the other names of its term, title before abbreviations.
    const others = (
      cls ? [cls.title, ...cls.aliases, ...cls.abbr, ...cls.en].map(nameKey) : []
    ).filter(Boolean);
    return (
      pageByKey.get(key) ??
      sectionByKey.get(key) ??
      others.map((k) => pageByKey.get(k)).find(Boolean) ??
      others.map((k) => sectionByKey.get(k)).find(Boolean)
    );
  }

  return function resolveName(name: string): NameTarget {
    // «Línea de Tiro (LDT)» is «Línea de Tiro», whose abbreviation is LDT.
    const variants = headingNames(name.trim());
    for (const variant of variants) {
      const found = lookup(variant);
      if (found) return found;
    }
    const cls = variants.map((v) => classByKey.get(nameKey(v))).find(Boolean);
    const title = cls?.title ?? variants[variants.length > 1 ? 1 : 0]!;
    const slug = termSlug(title);
    return cls
      ? { kind: 'term', url: `/reglas/${slug}/`, title, slug, term: cls }
      : { kind: 'term', url: `/reglas/${slug}/`, title, slug };
  };
}
