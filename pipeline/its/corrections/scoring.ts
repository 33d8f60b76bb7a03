import type { Correction } from '../clean/corrections.ts';
import type { MissionRecord } from '../transform/mission/record.ts';
import { deriveScoring, type ScoringWarning } from '../transform/scoring.ts';
import type { MissionScoringData, ScoringRule } from '../../../src/lib/missions/types.ts';

type Warn = (line: number | undefined, message: string, page?: string) => void;

/**
 * The scoring of one card: read from its objectives, replaced by a reviewed `scoring` correction
 * where the table is garbled, or patched by a `scoring-patch` (the warnings a patch answers are
 * not repeated).
 */
export function scoreCard(
  m: MissionRecord,
  corrections: Correction[],
  warn: Warn,
): MissionScoringData {
  const warnings: ScoringWarning[] = [];
  const derived = deriveScoring(m, warnings);
  const override = corrections.find((c) => c.kind === 'scoring' && c.slug === m.slug);
  if (override && override.kind === 'scoring') {
    const o = override.scoring;
    return {
      ...derived,
      tiers: o.tiers ?? derived.tiers,
      hvt: o.hvt ?? derived.hvt,
      groups: o.groups ?? derived.groups,
      rules: o.rules ?? derived.rules,
      slug: m.slug,
      name: m.name,
      kind: m.type,
      source: 'correction' as const,
    };
  }
  const patch = corrections.find((c) => c.kind === 'scoring-patch' && c.slug === m.slug);
  if (patch?.kind === 'scoring-patch') {
    const patched = applyScoringPatch(derived, patch, (message) =>
      warn(m.line, `corrección scoring-patch: ${message}`, m.name),
    );
    for (const w of warnings)
      if (!(w.rule && patch.set?.[w.rule]?.['max'] !== undefined)) warn(w.line, w.message, m.name);
    return patched;
  }
  for (const w of warnings) warn(w.line, w.message, m.name);
  return derived;
}

/** Applies a reviewed `scoring-patch` to the scoring read from the text. */
function applyScoringPatch(
  derived: MissionScoringData,
  patch: Extract<Correction, { kind: 'scoring-patch' }>,
  warn: (message: string) => void,
): MissionScoringData {
  const rules: ScoringRule[] = derived.rules.map((r) => ({ ...r }));
  for (const [id, fields] of Object.entries(patch.set ?? {})) {
    const r = rules.find((x) => x.id === id);
    if (!r) warn(`no existe la regla «${id}»`);
    else Object.assign(r, fields);
  }
  for (const r of patch.add ?? []) {
    if (rules.some((x) => x.id === r.id)) warn(`la regla «${r.id}» ya existe`);
    else rules.push(r);
  }
  const groups = [...derived.groups];
  for (const g of patch.groups ?? []) {
    if (groups.some((x) => x.id === g.id)) warn(`el grupo «${g.id}» ya existe`);
    groups.push({ id: g.id, max: g.max });
    for (const id of g.members) {
      const r = rules.find((x) => x.id === id);
      if (!r) warn(`el grupo «${g.id}» nombra la regla inexistente «${id}»`);
      else r.group = g.id;
    }
  }
  // Groups left without members (a rule moved to another group) go away.
  const used = groups.filter((g) => rules.some((r) => r.group === g.id));
  return { ...derived, rules, groups: used, source: 'correction' };
}
