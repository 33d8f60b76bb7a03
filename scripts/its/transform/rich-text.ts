import type { WikiPageRef } from '../../lib/context.ts';
import type { SourceText } from '../types.ts';
import type { RichText, Segment, WikiLinker } from './types.ts';

/** Words that name wiki pages but are too common in these rules to mean the page. */
const MIN_TERM_LENGTH = 4;

/**
 * Builds the linker for one build: it links each wiki page title once per section (the caller
 * passes a fresh `seen` set per section), longest titles first so `Tropa Especialista` wins over
 * `Tropa`. Matching ignores case but needs whole words.
 */
export function createLinker(pages: Pick<WikiPageRef, 'title' | 'url'>[]): WikiLinker {
  const terms = pages
    .filter((p) => p.title.length >= MIN_TERM_LENGTH)
    .sort((a, b) => b.title.length - a.title.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re =
    terms.length === 0
      ? undefined
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(${terms.map((t) => escape(t.title)).join('|')})(?![\\p{L}\\p{N}])`,
          'giu',
        );
  const byLower = new Map(terms.map((t) => [t.title.toLowerCase(), t.url]));
  return (text, seen) => {
    if (!re) return [{ text }];
    const segments: Segment[] = [];
    let last = 0;
    for (const m of text.matchAll(re)) {
      const url = byLower.get(m[0].toLowerCase());
      if (!url || seen.has(url)) continue;
      seen.add(url);
      if (m.index > last) segments.push({ text: text.slice(last, m.index) });
      segments.push({ text: m[0], href: url });
      last = m.index + m[0].length;
    }
    if (last < text.length) segments.push({ text: text.slice(last) });
    return segments;
  };
}

/** Source text to site text: segments (with wiki links) plus its spans for coverage. */
export function rich(t: SourceText, link: WikiLinker, seen: Set<string>): RichText {
  return { segments: link(t.text, seen), src: t.src };
}

/** Plain text of rich text. */
export function plain(t: RichText): string {
  return t.segments.map((s) => s.text).join('');
}
