import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realBuild, root } from './helpers.ts';
import { loadMissionOutline } from '../../pipeline/its/outline/load.ts';
import { checkMissionPlacement } from '../../pipeline/its/outline/mission-placement.ts';
import { missionOutlineSchema } from '../../pipeline/its/outline/mission-schema.ts';
import { plain } from '../../pipeline/its/transform/rich-text.ts';
import type { MissionRecord } from '../../pipeline/its/transform/mission/record.ts';

/**
 * Cards whose outline is not yet reviewed against the print, each with why. The first test keeps
 * this list equal to the cards the outline lacks, so a card can neither be forgotten nor listed twice.
 */
const PENDING: Record<string, string> = {};

/**
 * Every mission card and league round held to the reviewed outline of the print
 * (`content/corrections/its-mission-outline.json`): each paragraph, bullet, table, profile and skill
 * under the part or rule it has in the printed card.
 */
describe('ITS mission cards follow the printed outline', () => {
  const { result } = realBuild();
  const outline = loadMissionOutline(
    join(root, 'content/corrections/its-mission-outline.json'),
    (m) => {
      throw new Error(m);
    },
  )!;
  const cards = (): MissionRecord[] =>
    structuredClone([...result.missions, ...result.leagueRounds]);
  const check = (cs: MissionRecord[]) =>
    checkMissionPlacement(cs, outline, result.cleanLines, [result.chapters, result.classified]);

  it('has an outline for every card but the pending ones, and nothing else', () => {
    const outlined = outline.cards.map((c) => c.slug);
    expect(new Set(outlined).size).toBe(outlined.length);
    const missing = cards()
      .map((c) => c.slug)
      .filter((s) => !outlined.includes(s));
    expect(missing.sort()).toEqual(Object.keys(PENDING).sort());
    for (const c of outline.cards)
      expect(
        cards().some((m) => m.slug === c.slug && m.type === c.type),
        c.slug,
      ).toBe(true);
  });

  it('every outlined card matches: 100 % of its sentences present and under the right heading', () => {
    const placement = check(cards());
    expect(placement.problems).toEqual([]);
    expect(placement.sentences).toBeGreaterThan(500);
    expect(placement.present).toBe(placement.sentences);
    expect(placement.placed).toBe(placement.sentences);
  });

  it('an unreadable tier table is kept for coverage but not counted as shown', () => {
    const cs = cards();
    const base = check(cs);
    // Read as prose instead (its «TIER» labels gone), the same text would count as shown.
    for (const m of cs.filter((c) => ['aniquilacion', 'biotecvoro'].includes(c.slug)))
      m.objectiveNotes = m.objectiveNotes.filter((p) => !/TIER$/.test(plain(p)));
    expect(check(cs).sentences).toBeGreaterThan(base.sentences);
  });

  it('a paragraph moved to another rule is found and no longer counts as placed', () => {
    const cs = cards();
    const armoury = cs.find((c) => c.slug === 'la-armeria')!;
    const from = armoury.specialRules.find((s) => s.title === 'Panoplias')!;
    const to = armoury.specialRules.find((s) => s.title === 'Tropas Especialistas')!;
    to.paragraphs.push(from.paragraphs.shift()!);
    const placement = check(cs);
    expect(placement.placed).toBeLessThan(placement.sentences);
    expect(placement.present).toBe(placement.sentences);
    expect(placement.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^en «Panoplias» se esperaba «p:La Armería dispone de 2 Panoplias/),
        expect.stringMatching(/^en «Tropas Especialistas» sobra «La Armería dispone de 2/),
      ]),
    );
  });

  it('a missing objective, a dropped skill and an invented rule are each reported', () => {
    const cs = cards();
    const m = cs.find((c) => c.slug === 'adquisicion')!;
    m.objectives.pop();
    m.specialRules.find((s) => s.title === 'Antenas de Comunicación')!.skills = [];
    m.specialRules.push({ id: 'inventada', title: 'Inventada', paragraphs: [] });
    const messages = check(cs).problems.map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^en «objectives» se esperaba «li:Controlar el Tech-Coffin con el Xenotech/,
        ),
        expect.stringMatching(
          /^en «Antenas de Comunicación» se esperaba «\{"skill":"Activar Antena/,
        ),
        'regla que el esquema no tiene: «Inventada»',
      ]),
    );
  });

  it('places what the measure found misplaced', () => {
    const m = (slug: string) => result.missions.find((c) => c.slug === slug)!;
    const rule = (slug: string, title: string) =>
      m(slug).specialRules.find((s) => s.title === title);
    // La Armería: the door skill is the Armería's (1724, its box before the rule's heading at 1733).
    expect(rule('la-armeria', 'La Armería (ZO)')?.skills?.map((k) => k.name)).toEqual([
      'Abrir Puertas Armería',
    ]);
    // Decapitación: `DATATRACKER CLASIFICADO` (1564) is the DataTracker rule and the Clasificado label.
    expect(m('decapitacion').specialRules.map((s) => s.title)).not.toContain(
      'Datatracker Clasificado',
    );
    expect(rule('decapitacion', 'DataTracker')?.paragraphs.map(plain)).toEqual([
      expect.stringMatching(/^Al final de la Fase de Despliegue/),
    ]);
    // Adquisición: the +3 bonus «para Situar Multiscanner» (715) is not the Tech-Coffin's.
    expect(rule('adquisicion', 'Situar Multiscanner')?.paragraphs.map(plain)).toEqual([
      expect.stringMatching(/^La presencia de al menos un Hacker/),
    ]);
  });

  it('the schema rejects a part that is both a card part and a rule, naming the entry', () => {
    const bad = structuredClone(outline);
    bad.cards[0]!.parts[0] = { part: 'facts', rule: 'Eliminación', items: ['p:x'] };
    const parsed = missionOutlineSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['cards', 0, 'parts', 0]);
  });
});
