import { readFileSync, existsSync } from 'node:fs';
import type { CleanLine, SourceText } from '../types.ts';
import { joinText } from '../text.ts';

/**
 * Reviewed fixes of extraction damage the generic cleaners cannot see, read from
 * `content/corrections/its.json`. Every entry says `why`; the source file is never edited.
 */
export type Correction =
  /** Replace text in one source line (a glyph lost by the extraction, a column mixed into a word). */
  | { kind: 'replace'; line: number; find: string; replace: string; why: string }
  /** Join two paragraphs that are one sentence; `first` ends the one paragraph, `second` starts the other. */
  | { kind: 'join'; first: string; second: string; why: string }
  /** A heading that holds two names side by side (two columns): split it into these names. */
  | { kind: 'split-heading'; text: string; into: string[]; why: string }
  /**
   * Move paragraphs starting with one of `matches` (first unused occurrence each) to the record `to`;
   * with `cut`, each match is exact text cut out of its paragraph (two columns on one line).
   */
  | { kind: 'assign'; to: string; from?: string; matches: string[]; cut?: boolean; lines?: number[]; why: string }
  /**
   * Machine-readable scoring for a mission or league round, where the source table is garbled:
   * replaces what the objectives gave. `lines` are the source lines it was read from.
   */
  | { kind: 'scoring'; slug: string; lines: number[]; scoring: unknown; why: string }
  /**
   * A reviewed fix on top of the scoring read from the text: `set` changes fields of rules by id,
   * `add` appends rules (a Classified block lost by the extraction), `groups` makes rules exclusive.
   */
  | {
      kind: 'scoring-patch';
      slug: string;
      lines: number[];
      set?: Record<string, Record<string, unknown>>;
      add?: Record<string, unknown>[];
      groups?: { id: string; max: number; members: string[] }[];
      why: string;
    }
  /**
   * A mission skill whose heading the extraction lost (its ETIQUETAS / REQUISITOS / EFECTOS are
   * there): the skill opens at the paragraph starting with `opensAt`.
   */
  | { kind: 'skill-heading'; slug: string; name: string; orderType: string | null; opensAt: string; lines: number[]; why: string }
  /**
   * A scenery profile table whose cells cannot be paired in order (merged cells): the source line of
   * each column label and of each cell, row by row (`null`: empty cell, `"above"`: merged with the
   * cell above). `rule` names the rule the table is printed with.
   */
  | { kind: 'profile-table'; slug: string; rule?: string; columns: number[]; rows: (number | null | 'above')[][]; lines: number[]; why: string }
  /**
   * A small printed table of a mission (Danza Mortal's d20 roll table) whose cells came out one per
   * line: `header` as printed or named, each row the source lines of its cells; `caption` the line of
   * the table's printed title. It goes to the rule titled `rule`.
   */
  | { kind: 'table'; slug: string; rule: string; caption?: number; header: string[]; rows: number[][]; lines: number[]; why: string }
  /**
   * Paragraphs of a mission that the column interleaving put under the wrong rule: each paragraph
   * starting with one of `matches` moves to the rule titled `to` (`"deployment"`: the deployment).
   */
  | { kind: 'move'; slug: string; to: string; matches: string[]; lines: number[]; why: string }
  /** The card's `Configuración tipo` where the text cannot give it (`value: null`: the card prints none). */
  | { kind: 'configuration'; slug: string; value: string | null; lines: number[]; why: string };

export function loadCorrections(file: string): Correction[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8')) as { corrections: Correction[] };
  return data.corrections;
}

/** Applies the `replace` corrections; returns the ones that found nothing, to warn about. */
export function applyReplacements(lines: CleanLine[], corrections: Correction[]): Correction[] {
  const unused: Correction[] = [];
  for (const c of corrections) {
    if (c.kind !== 'replace') continue;
    const l = lines.find((x) => x.line === c.line && x.text.includes(c.find));
    if (l) l.text = l.text.replace(c.find, c.replace);
    else unused.push(c);
  }
  return unused;
}

/** Applies the `join` corrections on paragraphs; returns the ones that found nothing. */
export function applyJoins(paragraphs: SourceText[], corrections: Correction[]): Correction[] {
  const unused: Correction[] = [];
  for (const c of corrections) {
    if (c.kind !== 'join') continue;
    const i = paragraphs.findIndex((p) => p.text.endsWith(c.first));
    // The rest of the sentence usually follows; the column interleaving may put it before.
    let j = paragraphs.findIndex((p, k) => k > i && p.text.startsWith(c.second));
    if (j < 0) j = paragraphs.findIndex((p, k) => k < i && p.text.startsWith(c.second));
    if (i < 0 || j < 0) {
      unused.push(c);
      continue;
    }
    paragraphs[i] = joinText(paragraphs[i]!, paragraphs[j]!);
    paragraphs.splice(j, 1);
  }
  return unused;
}
