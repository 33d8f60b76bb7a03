/** Mission skills (see `../skills.ts`) as rich text, each under the rule it belongs to. */
import { slugify } from '../../../../src/lib/slug.ts';
import { sameName } from '../../vocabulary.ts';
import type { SkillDraft } from '../skills.ts';
import type { MissionSkill, RecordSection } from '../types.ts';
import { richOf, type MissionDraft } from './draft.ts';
import { firstLine } from './record.ts';

/** Rich text of a skill draft; links once per skill box. */
function toSkill(d: MissionDraft, s: SkillDraft, id: string): MissionSkill {
  return {
    id,
    name: s.name,
    orderType: s.orderType,
    ...(s.heading ? { heading: richOf(d, s.heading, `skill-heading:${id}`) } : {}),
    labels: s.labels,
    ...(s.labelsText ? { labelsText: richOf(d, s.labelsText, `skill-labels:${id}`) } : {}),
    requirements: s.requirements.map((t) => richOf(d, t, id)),
    effects: s.effects.map((t) => richOf(d, t, id)),
    keywords: s.keywords.map((t) => richOf(d, t, `skill-keywords:${id}`)),
  };
}

/**
 * A bullet naming a listed rule (`• Sistema de Prevención de Sobrecarga`) ends the skill's effects:
 * it is that rule's title, and the effects after it are the rule's text.
 */
export function splitRuleOutOfSkill(d: MissionDraft, drafts: SkillDraft[]): void {
  const { record } = d;
  for (const s of drafts) {
    const at = s.effects.findIndex((e) => record.specialRuleNames.some((n) => sameName(n, e.text)));
    if (at < 0) continue;
    const [title, ...body] = s.effects.splice(at);
    const name = record.specialRuleNames.find((n) => sameName(n, title!.text))!;
    const id = d.ids(name);
    record.specialRules.push({
      id,
      title: name,
      heading: richOf(d, title!, id),
      paragraphs: body.map((t) => richOf(d, t, id)),
    });
  }
}

/**
 * Each skill goes under the rule it belongs to: its own section when the mission lists it as a
 * special rule (`Recoger Baliza`), else the rule whose name shares the skill's object (`Conectar
 * Consola` → «Consolas»), else the rule printed last before its heading, else any rule sharing the
 * object.
 */
export function attachSkills(d: MissionDraft, drafts: SkillDraft[]): void {
  const { record } = d;
  for (const s of drafts) {
    const line =
      (s.heading ?? s.keywords[0] ?? s.requirements[0] ?? s.effects[0])?.src[0]?.line ?? Infinity;
    const listed = record.specialRuleNames.find((n) => sameSkillName(n, s.name));
    if (listed) {
      const section: RecordSection = {
        id: d.ids(listed),
        title: listed,
        paragraphs: [],
        skills: [],
      };
      section.skills!.push(toSkill(d, s, section.id));
      const after = record.specialRules.findLastIndex((x) => firstLine(x.heading) < line);
      record.specialRules.splice(after + 1, 0, section);
      continue;
    }
    const stems = (t: string) =>
      slugify(t)
        .split('-')
        .filter((w) => w.length > 3)
        .map((w) => w.replace(/e?s$/, ''));
    const object = stems(s.name).slice(1);
    const sharesObject = (x: RecordSection) => stems(x.title).some((w) => object.includes(w));
    // With no rule printed before it, the box sits in the column the extraction read first
    // (`ABRIR PUERTAS ARMERÍA`, 1724, before `LA ARMERÍA (ZO)`, 1733): the shared object names its rule.
    const owner =
      record.specialRules.find((x) => firstLine(x.heading) < line && sharesObject(x)) ??
      record.specialRules.filter((x) => firstLine(x.heading) < line).at(-1) ??
      record.specialRules.find(sharesObject);
    const skill = toSkill(d, s, d.ids(s.name));
    if (owner) (owner.skills ??= []).push(skill);
    else record.specialRules.push({ id: skill.id, title: s.name, paragraphs: [], skills: [skill] });
  }
}

/**
 * A skill is the listed rule of the same name, up to a printing slip of two letters: `Situar
 * Multiscanner` is the listed `Situar Multiscanener` (Línea de Frente, 1852), `Situar Multiscanner`
 * the listed `Situar Multiscaner`.
 */
function sameSkillName(listed: string, skill: string): boolean {
  const a = slugify(listed);
  const b = slugify(skill);
  return a === b || (a.length > 6 && editDistance(a, b) <= 2);
}

/** Letters to insert, delete or change to turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}
