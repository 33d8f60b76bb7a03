import type { ResolveName } from './name-resolver.ts';
import { anchorId, parseLinkTarget, titleKey } from './wiki-title.ts';

/** A page a link may land on: its title, URL and the ids of its headings. */
export interface LinkablePage {
  title: string;
  url: string;
  /** Other titles that reach the page (redirects, old names). */
  aliases?: string[];
  /** Ids present on the page (headings, FAQ boxes). */
  ids: Set<string>;
}

/**
 * `resolved` means a page of the site holds the target. An unresolved name still gets a `url`
 * when a name resolver is given: the section that defines it, or its term page (`term`).
 */
export type Resolution =
  | { resolved: true; url: string; title: string; anchorMissing?: boolean }
  | { resolved: false; title: string; url?: string; term?: { slug: string; title: string } };

/**
 * Resolves `[[Target#Anchor]]` against the site's pages by MediaWiki rules. A missing anchor
 * still lands on the page (its top), since that is what a wiki reader gets too.
 */
export function createLinkResolver(pages: LinkablePage[], resolveName?: ResolveName) {
  const byKey = new Map<string, LinkablePage>();
  for (const page of pages) {
    byKey.set(titleKey(page.title), page);
    for (const alias of page.aliases ?? []) byKey.set(titleKey(alias), page);
  }
  return function resolve(rawTarget: string, currentTitle?: string): Resolution {
    const target = parseLinkTarget(rawTarget);
    const key = target.title === '' && currentTitle ? titleKey(currentTitle) : target.title;
    const page = byKey.get(key);
    if (!page) {
      const named = resolveName && key ? resolveName(key, currentTitle) : undefined;
      if (!named) return { resolved: false, title: key };
      if (named.kind !== 'term') return { resolved: true, url: named.url, title: named.page };
      return {
        resolved: false,
        title: key,
        url: named.url,
        term: { slug: named.slug, title: named.title },
      };
    }
    if (!target.anchor) return { resolved: true, url: page.url, title: page.title };
    const id = [anchorId(target.anchor), anchorId(decodeAnchor(target.anchor))].find((a) =>
      page.ids.has(a),
    );
    if (id) return { resolved: true, url: `${page.url}#${id}`, title: page.title };
    return { resolved: true, url: page.url, title: page.title, anchorMissing: true };
  };
}

/**
 * An anchor as MediaWiki writes it in a link copied from its address bar: every byte of a
 * character outside letters, digits and `-_.:` as `.XX` (`Zona_de_Visibilidad_Nula_.28Excepciones.29`,
 * `.C3.81rea_de_Efecto`). Undone only where the bytes are valid UTF-8; the rest stays as written.
 */
export function decodeAnchor(anchor: string): string {
  return anchor.replace(/(?:\.[0-9A-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run.replaceAll('.', '%'));
    } catch {
      return run;
    }
  });
}
