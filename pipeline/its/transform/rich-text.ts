import type { Definition } from '../../shared/context.ts';
import { createTermMatcher } from '../../shared/term-matcher.ts';
import type { SourceText } from '../types.ts';
import type { RichText, Segment, WikiLinker } from './types.ts';

/**
 * Builds the linker for one build: it links each wiki page title once per section (the caller
 * passes a fresh `seen` set per section). Names are found by the rule Refuerzos uses too
 * (`pipeline/shared/term-matcher.ts`): whole words, any case, longest first.
 */
export function createLinker(pages: Definition[]): WikiLinker {
  const { pattern, target } = createTermMatcher(pages);
  return (text, seen) => {
    if (!pattern) return [{ text }];
    const segments: Segment[] = [];
    let last = 0;
    for (const m of text.matchAll(pattern)) {
      const url = target(m[0])?.url;
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
