import { describe } from 'vitest';
import { runFixtures } from '../helpers/fixtures.ts';
import { readIndex } from '../../pipeline/its/parse/read-index.ts';
import { clean } from '../../pipeline/its/clean/index.ts';
import { splitSections } from '../../pipeline/its/parse/split-sections.ts';
import { transformMission } from '../../pipeline/its/transform/mission.ts';
import { createLinker, plain } from '../../pipeline/its/transform/rich-text.ts';
import type { RichText, WikiLinker } from '../../pipeline/its/transform/types.ts';
import { extractProfiles } from '../../pipeline/its/transform/profiles.ts';
import { extractMapText } from '../../pipeline/its/transform/map-text.ts';

/** The paragraphs of an excerpt, cleaned as if its first line were page 1 of the source. */
const paragraphs = (input: string) => clean(input.split('\n'), 1, 1, []).paragraphs;

/**
 * The mission card an excerpt holds: its title is the first line up to « Configuración», and
 * `firstPage` the printed page the excerpt starts on.
 */
function missionOf(lines: string[], firstPage: number, linker?: WikiLinker) {
  const title = lines
    .find((l) => l.trim() !== '')!
    .split(' Configuración')[0]!
    .trim();
  const r = clean(lines, 1, firstPage, []);
  const { sections } = splitSections(
    [{ title, page: firstPage, part: 'missions', line: 1 }],
    r.paragraphs,
  );
  return transformMission(sections[0]!, 'mission', linker);
}

const texts = (ts: RichText[]) => ts.map(plain);

/** One test per fixture folder of each stage. Outputs are rewritten only with UPDATE=1. */
describe('ITS stages', () => {
  describe('parse: reads the document index', () => {
    runFixtures('its-parse', (input) => {
      const idx = readIndex(input.split('\n'));
      return { json: { entries: idx.entries, firstBodyLine: idx.firstBodyLine } };
    });
  });

  describe('clean: removes noise and rejoins sentences', () => {
    runFixtures('its-clean', (input) => {
      const r = clean(input.split('\n'), 1, 1, []);
      return {
        json: { paragraphs: r.paragraphs.map((p) => p.text), noise: r.noise, joins: r.joins },
      };
    });
  });

  describe('skills: gathers each mission skill and gives every part of the card its own text', () => {
    runFixtures('its-skills', (input) => {
      const lines = input.split('\n');
      // Page numbers of the excerpt are noise: the first one printed tells the cleaner where it starts.
      const firstPage = Number(lines.find((l) => /^\d+$/.test(l.trim())) ?? 1);
      const m = missionOf(lines, firstPage);
      return {
        json: {
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
        },
      };
    });
  });

  describe('profiles: lifts scenery profile tables out of the cells the extraction left one per line', () => {
    runFixtures('its-profiles', (input) => {
      const { tables, rest } = extractProfiles(paragraphs(input));
      return {
        json: {
          tables: tables.map((t) => ({
            columns: t.columns.map((x) => x.text),
            rows: t.rows.map((row) => ({
              name: row.name.text,
              values: row.values.map((v) => v.text),
            })),
          })),
          rest: rest.map((p) => p.text),
        },
      };
    });
  });

  describe('map-text: takes zone names, measurements and marker names printed on the map out of the rules', () => {
    runFixtures('its-map-text', (input) => {
      const { labels, rest } = extractMapText(paragraphs(input));
      return { json: { labels: labels.map((p) => p.text), rest: rest.map((p) => p.text) } };
    });
  });

  describe('transform: builds mission records', () => {
    runFixtures('its-transform', (input) => {
      const m = missionOf(
        input.split('\n'),
        1,
        createLinker([{ title: 'Ingeniero', url: '/reglas/ingeniero/' }]),
      );
      return {
        json: {
          slug: m.slug,
          configuration: m.configuration,
          specialRuleNames: m.specialRuleNames,
          specialRules: m.specialRules.map((s) => s.id),
          objectives: m.objectives.map((o) => ({ ...o, text: plain(o.text) })),
          classified: m.classified.count,
          depth: m.deployment.depthCm,
          links: JSON.stringify(m).match(/"href":"[^"]+"/g) ?? [],
        },
      };
    });
  });
});
