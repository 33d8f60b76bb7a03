import { slugify } from './slug.ts';

/**
 * MediaWiki's title rules: underscores and spaces are the same, runs of white space collapse,
 * and the first letter is case-insensitive. Two links name the same page when their keys match.
 */
export function titleKey(title: string): string {
  const clean = title.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.charAt(0).toLocaleUpperCase('es') + clean.slice(1);
}

/** A link target split into its page title and optional heading anchor. */
export interface LinkTarget {
  title: string;
  anchor?: string;
  /** Namespace prefix such as `Category`, `File` or `Image`, when present. */
  namespace?: string;
}

const NAMESPACES = new Set([
  'category',
  'categoría',
  'categoria',
  'file',
  'image',
  'archivo',
  'imagen',
]);

export function parseLinkTarget(raw: string): LinkTarget {
  const text = raw.replace(/_/g, ' ').trim();
  const hash = text.indexOf('#');
  const page = hash === -1 ? text : text.slice(0, hash);
  const anchor = hash === -1 ? undefined : text.slice(hash + 1).trim();
  const colon = page.indexOf(':');
  const prefix = colon === -1 ? '' : page.slice(0, colon).trim().toLowerCase();
  const result: LinkTarget = { title: titleKey(page) };
  if (NAMESPACES.has(prefix)) {
    result.namespace = prefix;
    result.title = titleKey(page.slice(colon + 1));
  }
  if (anchor) result.anchor = anchor;
  return result;
}

/** The id a heading gets on its page: the anchor of `[[Page#Heading]]` resolves to the same id. */
export function anchorId(heading: string): string {
  return slugify(heading);
}
