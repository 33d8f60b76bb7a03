import type { IndexEntry, Section, SourceText } from '../types.ts';
import type { WarnAt } from '../../shared/problem.ts';

/**
 * The league rules chapter has no entry of its own in the document's index (the index lists the
 * six rounds only); it opens with this heading right after the last mission.
 */
export const LEAGUE_RULES_ENTRY: Omit<IndexEntry, 'page' | 'line'> = {
  title: 'NORMAS BÁSICAS',
  part: 'leagues',
};

/** True when `text` opens with `title` as whole words (`TIROTEO` but not `TIROTEOS`). */
export function startsWithHeading(text: string, title: string): boolean {
  return (
    text.toUpperCase().startsWith(title.toUpperCase()) && /^(\s|$)/.test(text.slice(title.length))
  );
}

export interface SplitResult {
  sections: Section[];
  /** Entries whose heading never appears in the body, in index order. */
  missing: IndexEntry[];
  /** Paragraphs before the first heading found (should be none). */
  orphans: SourceText[];
}

/**
 * Splits the body paragraphs at the headings named by the index, searching in index order so a
 * classified objective called RESCATE is not taken for the mission RESCATE. A section runs from its
 * heading to the next heading found; an entry whose heading is missing gets an empty section.
 */
export function splitSections(entries: IndexEntry[], paragraphs: SourceText[]): SplitResult {
  const lastMission = entries.findLastIndex((e) => e.part === 'missions');
  const ordered: IndexEntry[] = [...entries];
  const leagueRules: IndexEntry = {
    ...LEAGUE_RULES_ENTRY,
    page: entries[lastMission + 1]?.page ?? 0,
    line: 0,
  };
  ordered.splice(lastMission + 1, 0, leagueRules);

  const starts: (number | undefined)[] = [];
  let from = 0;
  for (const entry of ordered) {
    const at = paragraphs.findIndex((p, i) => i >= from && startsWithHeading(p.text, entry.title));
    starts.push(at < 0 ? undefined : at);
    if (at >= 0) from = at + 1;
  }
  const sections: Section[] = [];
  const missing: IndexEntry[] = [];
  ordered.forEach((entry, k) => {
    const start = starts[k];
    if (start === undefined) {
      missing.push(entry);
      sections.push({ entry, paragraphs: [] });
      return;
    }
    const next = starts.slice(k + 1).find((s) => s !== undefined) ?? paragraphs.length;
    const first = paragraphs[start]!;
    if (entry === leagueRules) entry.page = first.page;
    sections.push({
      entry,
      headingLine: first.src[0]!.line,
      paragraphs: paragraphs.slice(start, next),
    });
  });
  const firstStart = starts.find((s) => s !== undefined) ?? paragraphs.length;
  return { sections, missing, orphans: paragraphs.slice(0, firstStart) };
}

/** An index entry whose heading the body lacks, or text before the first heading, is a warning. */
export function warnSplit(split: SplitResult, warn: WarnAt): void {
  for (const m of split.missing)
    warn(
      m.line,
      `el índice lista «${m.title}» (pág. ${m.page}) pero su título no aparece en el texto`,
      m.title,
    );
  if (split.orphans.length > 0)
    warn(
      split.orphans[0]!.src[0]!.line,
      `${split.orphans.length} párrafos antes del primer capítulo`,
    );
}
