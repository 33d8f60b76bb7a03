/** Scenery profile tables (see `../profiles.ts`) as rich text, each under the rule of its element. */
import type { SourceText } from '../../types.ts';
import { slugify } from '../../../../src/lib/slug.ts';
import { sameName } from '../../vocabulary.ts';
import { plain } from '../rich-text.ts';
import type { ProfileCell, ProfileDraft } from '../profiles.ts';
import type { ProfileTable, RichText } from '../types.ts';
import { openSection, richOf, type MissionDraft } from './draft.ts';

/** Rich text of a profile table; an empty cell has no segments. */
function toProfile(d: MissionDraft, p: ProfileDraft): ProfileTable {
  const cell = (c: ProfileCell): RichText =>
    c.src.length === 0
      ? { segments: c.text ? [{ text: c.text }] : [], src: [] }
      : // A cell with spans is a slice of the source text.
        richOf(d, c as SourceText, 'profiles');
  // Labels and names are the table's own headers: never links.
  const label = (c: ProfileCell): RichText => ({
    segments: c.text ? [{ text: c.text }] : [],
    src: c.src,
  });
  return {
    columns: p.columns.map(label),
    rows: p.rows.map((row) => ({ name: label(row.name), values: row.values.map(cell) })),
  };
}

/**
 * Each profile table goes with the rule of its element: the rule a reviewed `profile-table`
 * correction names, else the rule whose title names the element (`CONSOLA` → «Consolas»), else the
 * first rule whose text speaks of it (`ANTENA DE TRANSMISIÓN` → «La Cuadrícula», which places the
 * Antenas), else a section of its own.
 */
export function attachProfiles(d: MissionDraft, drafts: ProfileDraft[]): void {
  const { record } = d;
  const words = (s: string) =>
    slugify(s)
      .split('-')
      .map((w) => w.replace(/e?s$/, ''));
  for (const p of drafts) {
    const head = words(p.rows[0]?.name.text ?? '')[0] ?? '';
    let owner = p.rule ? record.specialRules.find((s) => sameName(s.title, p.rule!)) : undefined;
    owner ??= record.specialRules.find((s) => words(s.title).includes(head));
    owner ??= record.specialRules.find((s) =>
      s.paragraphs.some((x) => words(plain(x)).includes(head)),
    );
    owner ??= openSection(d, 'Perfiles de escenografía');
    (owner.profiles ??= []).push(toProfile(d, p));
  }
}
