import { fallbackSlug, RESERVED_SLUGS } from './name-resolver.ts';
import { slugify } from './slug.ts';
import { capSlug } from './slug-length.ts';

/** A page asking for a slug: its title and when it first appeared (its oldest revision). */
export interface SlugRequest {
  title: string;
  created: string;
}

export interface SlugAssignment {
  slugs: Map<string, string>;
  /** One line per title that did not get its plain slug, to warn about. */
  problems: { title: string; slug: string; message: string }[];
}

/**
 * Gives every page a distinct, non-empty slug that does not change from one build to the next.
 * «TRABADO» and «Trabado» are two MediaWiki pages with one slug: the page that existed first
 * keeps `trabado` (a newer page can never take a URL forums already link to), the other gets
 * `trabado-2`. A title with no letters or digits (`🔥`) gets one from its code points.
 * `taken` lists slugs that belong to the site (`faq`, `seccion`…).
 */
export function assignSlugs(
  requests: readonly SlugRequest[],
  taken: ReadonlySet<string> = RESERVED_SLUGS,
): SlugAssignment {
  const slugs = new Map<string, string>();
  const problems: SlugAssignment['problems'] = [];
  const used = new Set(taken);
  const ordered = [...requests].sort((a, b) =>
    a.created !== b.created
      ? a.created < b.created
        ? -1
        : 1
      : a.title < b.title
        ? -1
        : a.title > b.title
          ? 1
          : 0,
  );
  for (const { title } of ordered) {
    // Capped: a 356-character title must still give a valid file name (ENAMETOOLONG).
    const plain = capSlug(slugify(title));
    let slug = plain || fallbackSlug(title);
    for (let n = 2; used.has(slug); n++) slug = `${plain || fallbackSlug(title)}-${n}`;
    used.add(slug);
    slugs.set(title, slug);
    if (!plain) {
      problems.push({
        title,
        slug,
        message: `el título no da una dirección (solo signos); se publica en /reglas/${slug}/`,
      });
    } else if (slug !== plain) {
      const owner = [...slugs.entries()].find(([, s]) => s === plain)?.[0];
      problems.push({
        title,
        slug,
        message: owner
          ? `el título da la misma dirección que «${owner}» (/reglas/${plain}/); se publica en /reglas/${slug}/`
          : `el título choca con una página del sitio (/reglas/${plain}/); se publica en /reglas/${slug}/`,
      });
    }
  }
  return { slugs, problems };
}
