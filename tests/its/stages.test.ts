import { describe, expect, it } from 'vitest';
import { fixtureCases, expected } from './helpers.ts';
import { readIndex } from '../../pipeline/its/parse/read-index.ts';
import { clean } from '../../pipeline/its/clean/index.ts';
import { splitSections } from '../../pipeline/its/parse/split-sections.ts';
import { transformMission } from '../../pipeline/its/transform/mission.ts';
import { createLinker, plain } from '../../pipeline/its/transform/rich-text.ts';
import type { RichText } from '../../pipeline/its/types.ts';
import { extractProfiles } from '../../pipeline/its/transform/profiles.ts';
import { extractMapText } from '../../pipeline/its/transform/map-text.ts';

/** One test per stage, looping over its fixture folders. Outputs are rewritten only with UPDATE=1. */
describe('ITS stages', () => {
  it('parse: reads the document index', () => {
    for (const c of fixtureCases('parse')) {
      const idx = readIndex(c.input.split('\n'));
      const actual = { entries: idx.entries, firstBodyLine: idx.firstBodyLine };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });

  it('clean: removes noise and rejoins sentences', () => {
    for (const c of fixtureCases('clean')) {
      const r = clean(c.input.split('\n'), 1, 1, []);
      const actual = {
        paragraphs: r.paragraphs.map((p) => p.text),
        noise: r.noise,
        joins: r.joins,
      };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });

  it('skills: gathers each mission skill and gives every part of the card its own text', () => {
    for (const c of fixtureCases('skills')) {
      const lines = c.input.split('\n');
      const title = lines
        .find((l) => l.trim() !== '')!
        .split(' Configuración')[0]!
        .trim();
      // Page numbers of the excerpt are noise: the first one printed tells the cleaner where it starts.
      const firstPage = Number(lines.find((l) => /^\d+$/.test(l.trim())) ?? 1);
      const r = clean(lines, 1, firstPage, []);
      const { sections } = splitSections(
        [{ title, page: firstPage, part: 'missions', line: 1 }],
        r.paragraphs,
      );
      const m = transformMission(sections[0]!, 'mission');
      const texts = (ts: RichText[]) => ts.map(plain);
      const actual = {
        skills: m.specialRules.flatMap((s) =>
          (s.skills ?? []).map((k) => ({
            under: s.id,
            id: k.id,
            name: k.name,
            orderType: k.orderType,
            labels: k.labels,
            requirements: texts(k.requirements),
            effects: texts(k.effects),
          })),
        ),
        facts: texts(m.factsText),
        printedLabels: texts(m.printedLabels),
        intro: texts(m.intro),
        deployment: texts(m.deployment.paragraphs),
        end: texts(m.end.paragraphs),
        classified: texts(m.classified.paragraphs),
        rules: Object.fromEntries(m.specialRules.map((s) => [s.id, texts(s.paragraphs)])),
        mapLabels: texts(m.mapLabels),
      };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });

  it('profiles: lifts scenery profile tables out of the cells the extraction left one per line', () => {
    for (const c of fixtureCases('profiles')) {
      const r = clean(c.input.split('\n'), 1, 1, []);
      const { tables, rest } = extractProfiles(r.paragraphs);
      const actual = {
        tables: tables.map((t) => ({
          columns: t.columns.map((x) => x.text),
          rows: t.rows.map((row) => ({
            name: row.name.text,
            values: row.values.map((v) => v.text),
          })),
        })),
        rest: rest.map((p) => p.text),
      };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });

  it('map-text: takes zone names, measurements and marker names printed on the map out of the rules', () => {
    for (const c of fixtureCases('map-text')) {
      const r = clean(c.input.split('\n'), 1, 1, []);
      const { labels, rest } = extractMapText(r.paragraphs);
      const actual = { labels: labels.map((p) => p.text), rest: rest.map((p) => p.text) };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });

  it('transform: builds mission records', () => {
    for (const c of fixtureCases('transform')) {
      const lines = c.input.split('\n');
      const title = lines
        .find((l) => l.trim() !== '')!
        .split(' Configuración')[0]!
        .trim();
      const r = clean(lines, 1, 1, []);
      const { sections } = splitSections(
        [{ title, page: 1, part: 'missions', line: 1 }],
        r.paragraphs,
      );
      const m = transformMission(
        sections[0]!,
        'mission',
        createLinker([{ title: 'Ingeniero', url: '/reglas/ingeniero/' }]),
      );
      const actual = {
        slug: m.slug,
        configuration: m.configuration,
        specialRuleNames: m.specialRuleNames,
        specialRules: m.specialRules.map((s) => s.id),
        objectives: m.objectives.map((o) => ({ ...o, text: plain(o.text) })),
        classified: m.classified.count,
        depth: m.deployment.depthCm,
        links: JSON.stringify(m).match(/"href":"[^"]+"/g) ?? [],
      };
      expect(actual, c.name).toEqual(expected(c.outputFile, actual));
    }
  });
});
