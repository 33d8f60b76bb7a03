import { slugify } from './slug.ts';

/**
 * Abbreviations the rule lists print for a rule whose section spells it out: «Dominar ZO» is the
 * section «Dominar Zona de Operaciones» of the same card.
 */
const ABBREVIATIONS: [RegExp, string][] = [[/\bZO\b/g, 'Zona de Operaciones']];

/**
 * Rules a card lists but does not print: «Carta INTELCOM (Bastimento)» is defined only under
 * Capturar y Proteger (source line 1028); «Dominar ZO» is printed in four missions (first in Control
 * de Cuadrantes, line 1213) but listed by La Armería, Línea de Frente and Matriz de Transmisión too.
 */
const DEFINED_ELSEWHERE: Record<string, string> = {
  'carta-intelcom-bastimento': '/its/misiones/capturar-y-proteger/#carta-intelcom-bastimento',
  'dominar-zo': '/its/misiones/control-de-cuadrantes/#dominar-zona-de-operaciones',
};

/**
 * Where a name of a card's rule list points: its section on the page (by its name, or by the name
 * with its abbreviations spelt out), else the page that explains it, else nowhere.
 */
export function ruleHref(
  name: string,
  sectionIds: ReadonlyMap<string, string>,
): string | undefined {
  const own = sectionIds.get(slugify(name));
  if (own) return `#${own}`;
  const spelt = ABBREVIATIONS.reduce((s, [re, full]) => s.replace(re, full), name);
  const expanded = sectionIds.get(slugify(spelt));
  if (expanded) return `#${expanded}`;
  return DEFINED_ELSEWHERE[slugify(name)];
}

/** A page section that defines a rule: its title and its anchor. */
interface Defining {
  title: string;
  id: string;
}

/** A card's rule section: its text may be paragraphs or a skill box. */
interface CardRule extends Defining {
  paragraphs: readonly unknown[];
  body?: readonly unknown[] | undefined;
  skills?: readonly unknown[] | undefined;
}

/** Where a rule is printed with its text: the link and the name of the page. */
export interface Definition {
  href: string;
  page: string;
}

/**
 * Where each rule is printed with its text, by slug of its title: the general rules of the ITS
 * chapters first (`Objetivo Designado` in the tournament rules, `DataTracker` in Season 10), then
 * the first card (pass them in print order) whose section has text (`Sin Cuartel` of Aniquilación).
 */
export function ruleDefinitions(
  chapters: readonly { slug: string; title: string; sections: readonly Defining[] }[],
  cards: readonly { path: string; name: string; specialRules: readonly CardRule[] }[],
): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const add = (title: string, d: Definition) => {
    if (!found.has(slugify(title))) found.set(slugify(title), d);
  };
  for (const c of chapters)
    for (const s of c.sections)
      add(s.title, { href: `/its/reglas/${c.slug}/#${s.id}`, page: c.title });
  for (const c of cards)
    for (const s of c.specialRules)
      if (s.paragraphs.length > 0 || (s.body?.length ?? 0) > 0 || (s.skills?.length ?? 0) > 0)
        add(s.title, { href: `${c.path}#${s.id}`, page: c.name });
  return found;
}

/** A name of a card's rule list: where it points, and whether the card itself prints its text. */
export interface ListedRule {
  name: string;
  /** Its own section (`#id`) when printed; else where the text is, if the site has it anywhere. */
  href: string | undefined;
  /** The page `href` leads to, when it is another page. */
  page?: string;
  /** False when the card's extracted text has no section for it: the page says so. */
  printed: boolean;
}

/**
 * A name of a card's rule list: its own section when the card prints it; else where the site has
 * its text (the reviewed targets of `ruleHref`, then {@link ruleDefinitions}), marked as not
 * printed on this card: the extraction lost it, or the card only names it.
 */
export function listedRule(
  name: string,
  sectionIds: ReadonlyMap<string, string>,
  definitions: ReadonlyMap<string, Definition>,
): ListedRule {
  const href = ruleHref(name, sectionIds);
  if (href?.startsWith('#')) return { name, href, printed: true };
  const elsewhere = definitions.get(slugify(name));
  if (href)
    return {
      name,
      href,
      printed: false,
      ...(elsewhere?.href === href ? { page: elsewhere.page } : {}),
    };
  return elsewhere
    ? { name, href: elsewhere.href, page: elsewhere.page, printed: false }
    : { name, href: undefined, printed: false };
}
