import type { Correction } from '../clean/corrections.ts';
import type { MissionRecord } from '../transform/mission/record.ts';

type Checked = 'table' | 'profile-table' | 'skill-heading';
type Of<K extends Checked> = Extract<Correction, { kind: K }>;

/**
 * One check per correction kind: the message when the card, in the end, does not have what the
 * correction was to give it (undefined: it took effect).
 */
const CHECKS: { [K in Checked]: (c: Of<K>, m: MissionRecord | undefined) => string | undefined } = {
  table: (c, m) =>
    m?.specialRules.some((r) =>
      r.tables?.some((t) =>
        t.some((row) => row.some((cell) => cell.src[0]?.line === c.rows[0]?.[0])),
      ),
    )
      ? undefined
      : `corrección sin efecto (table): no se encontraron las celdas en ${c.slug}`,
  'profile-table': (c, m) =>
    m?.specialRules.some((r) =>
      r.profiles?.some((t) => t.columns.some((col) => col.src[0]?.line === c.columns[0])),
    )
      ? undefined
      : `corrección sin efecto (profile-table): no se encontraron las celdas en ${c.slug}`,
  'skill-heading': (c, m) =>
    m?.specialRules.some((r) =>
      r.skills?.some((k) => k.name === c.name && !k.heading && k.keywords.length > 0),
    )
      ? undefined
      : `corrección sin efecto (skill-heading): «${c.name}» no se abrió en ${c.slug}`,
};

/**
 * A reviewed `table`, `profile-table` or `skill-heading` correction whose cells or heading the card
 * does not have in the end had no effect: a warning, so a stale correction is seen.
 */
export function warnUnusedCardCorrections(
  corrections: Correction[],
  cards: MissionRecord[],
  warn: (line: number | undefined, message: string) => void,
): void {
  // Kind by kind, in the order the checks are listed, as the warnings always came.
  for (const kind of Object.keys(CHECKS) as Checked[])
    for (const c of corrections) {
      if (c.kind !== kind) continue;
      const check = CHECKS[kind] as (
        c: Correction,
        m: MissionRecord | undefined,
      ) => string | undefined;
      const message = check(
        c,
        cards.find((x) => x.slug === c.slug),
      );
      if (message) warn((c as Of<Checked>).lines[0], message);
    }
}
