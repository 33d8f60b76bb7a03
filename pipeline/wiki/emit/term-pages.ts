import type { Root } from 'mdast';
import type { NameClass, NameTarget } from '../../../src/lib/name-resolver.ts';
import type { TermPage } from '../../../src/content/wiki-data.ts';
import { collectMentions } from './term-mentions.ts';
import { trimMentions } from '../../../src/lib/term-view.ts';

type TermTarget = Extract<NameTarget, { kind: 'term' }>;

/**
 * Gathers the term pages: every name the resolver sent to a term page (from a wiki link or a
 * glossary term), with all the spellings it was reached by, and where the site mentions it.
 */
export function createTermCollector() {
  const terms = new Map<string, { target: TermTarget; aliases: Set<string> }>();
  return {
    /** Notes that `name` leads to a term page. */
    add(target: NameTarget, name?: string) {
      if (target.kind !== 'term') return;
      const entry = terms.get(target.slug) ?? { target, aliases: new Set<string>() };
      // The candidates of an ambiguous name, whichever link reached the page first.
      if (target.candidates && !entry.target.candidates) entry.target = target;
      if (name && name !== target.title) entry.aliases.add(name);
      terms.set(target.slug, entry);
    },
    /** The term pages, by title, with their mentions on the given pages. */
    pages(wikiPages: readonly { title: string; url: string; tree: Root }[]): TermPage[] {
      const cls = (t: TermTarget): NameClass | undefined => t.term;
      const matchers = [...terms.values()].map(({ target, aliases }) => ({
        slug: target.slug,
        // English names stay out: the Spanish rules do not write them.
        names: [
          target.title,
          ...(cls(target)?.abbr ?? []),
          ...(cls(target)?.aliases ?? []),
          ...aliases,
        ],
      }));
      const mentions = collectMentions(wikiPages, matchers);
      return [...terms.values()]
        .map(({ target, aliases }) => ({
          id: target.slug,
          slug: target.slug,
          title: target.title,
          abbr: [...(cls(target)?.abbr ?? [])],
          en: [...(cls(target)?.en ?? [])],
          aliases: [...new Set([...(cls(target)?.aliases ?? []), ...aliases])].filter(
            (a) => !(cls(target)?.abbr ?? []).includes(a),
          ),
          candidates: target.candidates ?? [],
          // Only what the page shows: a term of a whole-wiki dump is named on thousands of pages.
          ...trimMentions(
            (mentions.get(target.slug) ?? []).sort(
              (a, b) => Number(b.linked) - Number(a.linked) || a.page.localeCompare(b.page, 'es'),
            ),
          ),
        }))
        .sort((a, b) => a.title.localeCompare(b.title, 'es'));
    },
  };
}
