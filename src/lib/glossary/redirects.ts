import { slugify } from '../slug.ts';
import { termNames } from './names.ts';
import type { GlossaryTerm } from './schema.ts';

export interface Redirect {
  /** Path segment under `/reglas/` as a reader may type it: `Ataque_Intuitivo`, `intuitive-attack`. */
  alias: string;
  /** Where it leads: a rule page, or an anchor on it. */
  to: string;
  /** Name of the target, for the visible link. */
  title: string;
}

/** Ways a title ends up in a URL: our slug, MediaWiki's `Title_With_Underscores`, hyphens with accents. */
export function aliasForms(name: string): string[] {
  const trimmed = name.trim();
  const hyphens = trimmed.replace(/\s+/g, '-');
  return [slugify(trimmed), trimmed.replace(/\s+/g, '_'), hyphens, hyphens.toLowerCase()];
}

/** A term page: the rule it stands for has no page yet (src/lib/name-resolver.ts). */
export interface TermPageNames {
  title: string;
  slug: string;
  /** Other spellings the site links it by: «Tropas» for the page of «Tropa». */
  aliases: readonly string[];
}

/**
 * The other spellings of term pages, as redirect sources: `/reglas/tropas/` was the page of
 * «Tropas» before it joined «Tropa», and a forum link to it must still land there.
 */
export function termPageRedirects(terms: readonly TermPageNames[]): GlossaryTerm[] {
  return terms
    .filter((term) => term.aliases.length > 0)
    .map((term) => ({
      title: term.title,
      url: `/reglas/${term.slug}/`,
      parte: 'Reglas' as const,
      abbr: [],
      en: [],
      aliases: [...term.aliases],
      redirect: true,
      notAt: [],
    }));
}

const SAFE = /^[\p{L}\p{N}_-]+$/u;

/**
 * Redirect pages under `/reglas/` for every other name of a rule (title spellings, English
 * names, old titles, abbreviations). Never for a real page: an alias whose lowercase form
 * equals an existing path is dropped (on a case-insensitive disk it would overwrite the page),
 * and so is an alias that two terms claim, and every name of a term whose page is not built.
 */
export function buildRedirects(
  terms: readonly GlossaryTerm[],
  realSlugs: readonly string[],
): Redirect[] {
  const reserved = new Set(
    [...realSlugs, 'faq', 'seccion', 'index'].map((slug) => slug.toLowerCase()),
  );
  // The section and index pages (`/reglas/seccion/…/`) are built from the rule pages.
  const real = new Set([...realSlugs, 'seccion', 'indice'].map((slug) => slug.toLowerCase()));
  const claims = new Map<string, Redirect[]>();
  for (const term of terms) {
    if (!term.url?.startsWith('/reglas/')) continue;
    // Only to a page that is built: a term whose page is gone would redirect to itself.
    if (!real.has(/^\/reglas\/([^/#]+)\//.exec(term.url)?.[1]?.toLowerCase() ?? '')) continue;
    const isPage = !term.url.includes('#');
    if (term.redirect === false || (!isPage && term.redirect !== true && term.abbr.length === 0))
      continue;
    for (const name of termNames(term)) {
      for (const alias of aliasForms(name)) {
        if (!alias || !SAFE.test(alias) || reserved.has(alias.toLowerCase())) continue;
        const list = claims.get(alias.toLowerCase()) ?? [];
        if (!list.some((r) => r.alias === alias && r.to === term.url))
          list.push({ alias, to: term.url, title: term.title });
        claims.set(alias.toLowerCase(), list);
      }
    }
  }
  const redirects: Redirect[] = [];
  for (const list of claims.values()) {
    const targets = new Set(list.map((r) => r.to));
    if (targets.size !== 1) continue; // ambiguous: "CC" could be two rules
    // One spelling per lowercase form, so a case-insensitive disk never holds two.
    redirects.push(list[0]!);
  }
  return redirects.sort((a, b) => a.alias.localeCompare(b.alias));
}
