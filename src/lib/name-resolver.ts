import { singularKeys } from './plural.ts';
import { slugify } from './slug.ts';

/**
 * One answer to "where does this name lead?", for wiki links, glossary redirects and search
 * terms alike. A name lands on the page or section that defines it: a page whose title is the
 * name, or a heading that is the name (`Despliegue Aerotransportado (DA)` defines both
 * «Despliegue Aerotransportado» and «DA»), or the same for another name of its glossary term,
 * or else the page or heading its glossary term's reviewed `url` names («Plantilla de Lágrima
 * Grande» is defined under «Tipos de Plantillas»).
 * A name nothing defines gets a term page at `/reglas/<slug>/` that lists where the site
 * mentions it, so a forum link works today and becomes the real rule when a dump brings it.
 * A name and its plural are one rule: «Ataques CC» lands on «Ataque CC», and «Tropas» shares
 * the term page of «Tropa» (src/lib/plural.ts); a name as written always wins.
 */

/** A page that may define names: its title and headings. */
export interface DefiningPage {
  title: string;
  slug: string;
  headings: readonly { id: string; text: string }[];
  /**
   * Other places of the page with an id, whose text names nothing (a rule block's «Efectos»):
   * a glossary term's reviewed `url` may name one (each level of the Visor Multiespectral).
   */
  blocks?: readonly { id: string; text: string }[];
}

/** A set of names for one concept (a glossary term): `title` is how the site writes it. */
export interface NameClass {
  title: string;
  abbr: readonly string[];
  en: readonly string[];
  aliases: readonly string[];
  /** Headings that carry one of its names but define another rule (the glossary's `notAt`). */
  notAt?: readonly string[];
  /** The page or heading the glossary says defines it, when none of its names is a title. */
  url?: string | undefined;
}

/**
 * A reviewed link (`content/corrections/wiki-links.json`, src/lib/wiki-links/schema.ts): where a
 * name leads (`to`: a page, a heading or `term`), or the rules it may mean (`candidates`), on
 * every page or on the `pages` named.
 */
export interface ReviewedName {
  name: string;
  pages?: readonly string[] | undefined;
  to?: string | undefined;
  candidates?: readonly string[] | undefined;
}

/** A rule an ambiguous name may mean, as its term page lists it. */
export interface Candidate {
  url: string;
  title: string;
}

export type NameTarget =
  | { kind: 'page'; url: string; title: string; page: string; reviewed?: true }
  | { kind: 'section'; url: string; title: string; page: string; reviewed?: true }
  | {
      kind: 'term';
      url: string;
      title: string;
      slug: string;
      term?: NameClass;
      candidates?: Candidate[];
    };

/** A page or heading that defines a name. */
type DefiningTarget = Exclude<NameTarget, { kind: 'term' }>;

/** Resolves a name, as linked from `page` when given (a reviewed entry may be for some pages). */
export type ResolveName = (name: string, page?: string) => NameTarget;

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

/**
 * Targets keyed by the singulars of their names: a page titled «Heridas» is found by «Herida».
 * A singular that two targets claim leads nowhere.
 */
function bySingular(targets: ReadonlyMap<string, NameTarget>): Map<string, NameTarget> {
  const claims = new Map<string, NameTarget | null>();
  for (const [key, target] of targets) {
    for (const singular of singularKeys(key)) {
      const seen = claims.get(singular);
      claims.set(singular, seen === undefined || seen?.url === target.url ? target : null);
    }
  }
  const out = new Map<string, NameTarget>();
  for (const [key, target] of claims) if (target) out.set(key, target);
  return out;
}

/**
 * @param termNames every name the site links, so that the names left for term pages can share
 *   one page per rule: «Tropas» and «Tropa» both lead to `/reglas/tropa/`.
 */
export function createNameResolver(
  pages: readonly DefiningPage[],
  classes: readonly NameClass[] = [],
  termNames: readonly string[] = [],
  reviewed: readonly ReviewedName[] = [],
): ResolveName {
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
  const blocks = pages.flatMap((page) =>
    (page.blocks ?? []).map((block): NameTarget => ({
      kind: 'section',
      url: `/reglas/${page.slug}/#${block.id}`,
      title: block.text,
      page: page.title,
    })),
  );
  const byUrl = targetsByUrl([
    ...pageByKey.values(),
    ...[...sectionClaims.values()].flat(),
    ...blocks,
  ]);
  const blockUrls = new Set(blocks.map((block) => block.url));
  /** The place a term's reviewed `url` names: a block is titled by the term it defines. */
  const byTermUrl = (cls: NameClass | undefined): NameTarget | undefined => {
    const target = cls?.url ? byUrl.get(cls.url) : undefined;
    return target && blockUrls.has(target.url) ? { ...target, title: cls!.title } : target;
  };
  const reviewedFor = reviewedLookup(reviewed);

  const classByKey = new Map<string, NameClass>();
  for (const cls of classes) {
    for (const name of [cls.title, ...cls.abbr, ...cls.en, ...cls.aliases]) {
      const key = nameKey(name);
      if (key && !classByKey.has(key)) classByKey.set(key, cls);
    }
  }

  /** The term of a name, or of its singular. */
  const classOf = (key: string): NameClass | undefined =>
    classByKey.get(key) ??
    singularKeys(key)
      .map((k) => classByKey.get(k))
      .find(Boolean);

  const pageByPlural = bySingular(pageByKey);
  const sectionByPlural = bySingular(sectionByKey);

  // Names a reviewed entry sends away from the headings that carry them, as any term's other name.
  const homonyms = new Set(
    reviewed
      .filter((e) => !e.pages && (e.to === 'term' || e.candidates))
      .map((e) => nameKey(e.name)),
  );
  /**
   * A heading, unless the name's term says that heading defines another rule (`notAt`) or a
   * reviewed entry says the name is a homonym of the heading.
   */
  const sectionFor = (sections: ReadonlyMap<string, NameTarget>, key: string, cls?: NameClass) => {
    const target = sections.get(key);
    return target && !cls?.notAt?.includes(target.url) && !homonyms.has(key) ? target : undefined;
  };

  /** The target a slug names as written: a page, a heading, or another name of its term. */
  function lookupKey(key: string): NameTarget | undefined {
    const cls = classByKey.get(key);
    // The name itself first, then the other names of its term, title before abbreviations.
    const others = (
      cls ? [cls.title, ...cls.aliases, ...cls.abbr, ...cls.en].map(nameKey) : []
    ).filter(Boolean);
    return (
      pageByKey.get(key) ??
      sectionFor(sectionByKey, key, cls) ??
      others.map((k) => pageByKey.get(k)).find(Boolean) ??
      others.map((k) => sectionFor(sectionByKey, k, cls)).find(Boolean) ??
      byTermUrl(cls)
    );
  }

  /** The same, for a plural of a defined name or the singular of a plural one. */
  function lookupNumber(key: string): NameTarget | undefined {
    for (const singular of singularKeys(key)) {
      const found = lookupKey(singular);
      if (found) return found;
    }
    return pageByPlural.get(key) ?? sectionFor(sectionByPlural, key, classOf(key));
  }

  /** «Línea de Tiro (LDT)» is «Línea de Tiro», whose abbreviation is LDT. */
  function lookup(variants: readonly string[]): NameTarget | undefined {
    const keys = variants.map(nameKey);
    for (const key of keys) {
      const found = lookupKey(key);
      if (found) return found;
    }
    for (const key of keys) {
      const found = lookupNumber(key);
      if (found) return found;
    }
    return undefined;
  }

  /** The name a term page is titled by, among the names left without a definition. */
  const termTitle = (variants: readonly string[]) => variants[variants.length > 1 ? 1 : 0]!;
  const termSpelling = new Map<string, string>();
  for (const name of termNames) {
    const variants = headingNames(name.trim());
    if (lookup(variants)) continue;
    const title = termTitle(variants);
    const key = nameKey(title);
    if (key && !termSpelling.has(key)) termSpelling.set(key, title);
  }
  /** «Órdenes Coordinadas» → «Orden Coordinada» when the site also links the singular. */
  function singularTitle(title: string): string {
    const singular = singularKeys(nameKey(title)).find((k) => termSpelling.has(k));
    return singular ? singularTitle(termSpelling.get(singular)!) : title;
  }

  return function resolveName(name: string, page?: string): NameTarget {
    const entry = reviewedFor(name, page);
    const confirmed = entry?.to ? byUrl.get(entry.to) : undefined;
    if (confirmed) return { ...confirmed, reviewed: true };
    const variants = headingNames(name.trim());
    // A reviewed homonym or ambiguous name skips the headings that carry it.
    const found = entry?.to === 'term' || entry?.candidates ? undefined : lookup(variants);
    if (found) return found;
    const cls = variants.map((v) => classOf(nameKey(v))).find(Boolean);
    const title = cls?.title ?? singularTitle(termTitle(variants));
    const slug = termSlug(title);
    const target: NameTarget = { kind: 'term', url: `/reglas/${slug}/`, title, slug };
    if (cls) target.term = cls;
    if (entry?.candidates)
      target.candidates = entry.candidates.map((url) => ({
        url,
        title: byUrl.get(url)?.title ?? url,
      }));
    return target;
  };
}

/** Every page and heading by its URL: where a reviewed entry's `to` and candidates point. */
function targetsByUrl(targets: readonly NameTarget[]): Map<string, DefiningTarget> {
  const out = new Map<string, DefiningTarget>();
  for (const target of targets)
    if (target.kind !== 'term' && !out.has(target.url)) out.set(target.url, target);
  return out;
}

/** The reviewed entry of a name as linked from a page: one for that page first, then any page. */
export function reviewedLookup<T extends ReviewedName>(reviewed: readonly T[]) {
  const byKey = new Map<string, T[]>();
  for (const entry of reviewed) {
    const key = nameKey(entry.name);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return (name: string, page?: string): T | undefined => {
    const entries = byKey.get(nameKey(name)) ?? [];
    return (
      entries.find((e) => page !== undefined && e.pages?.includes(page)) ??
      entries.find((e) => !e.pages)
    );
  };
}
