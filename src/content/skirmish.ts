/**
 * Collections of the skirmish game's quick reference (a separate game, NOT Infinity), built by
 * pipeline/skirmish/ into content/generated/skirmish/. Rendered under /escaramuza/ only.
 */
// `astro/content/config` is what `astro:content` re-exports; importing it directly keeps these
// schemas loadable by the unit tests, which run outside Astro.
import { defineCollection } from 'astro/content/config';
import { file } from 'astro/loaders';
import { generatedPath } from './generated-dir.ts';
import { z } from 'astro/zod';

/** Where a document starts in the source. */
const sourceRef = z.object({
  /** Source file, relative to the repository root. */
  file: z.string(),
  /** 1-based line of the document's first paragraph or table. */
  line: z.number().int().nonnegative(),
});

/** What every skirmish document has, whatever its kind. */
const skirmishBase = z.object({
  /** Slug, unique within its collection: URL segment or anchor id. */
  id: z.string().min(1),
  /** Title shown on the page. */
  title: z.string().min(1),
  /** True when the source never printed this title and it was inferred (see docs/escaramuza.md). */
  titleInferred: z.boolean(),
  /** Position in the reference, from 0. */
  order: z.number().int().nonnegative(),
  /** Where it comes from. */
  source: sourceRef,
});

/** A table without dice (rewards, actions, modifiers). */
const plainTable = z.object({
  /** Header cells. */
  columns: z.array(z.string()),
  /** True when the source printed no header row and these headers were given. */
  headerInferred: z.boolean(),
  /** Rows of cells, in source order. */
  rows: z.array(z.array(z.string())),
  /** 1-based source line of the table's first line. */
  line: z.number().int(),
});

/** One piece of a rules section or scenario part. */
const block = z.discriminatedUnion('kind', [
  z.object({
    /** A paragraph of rules text. */
    kind: z.literal('paragraph'),
    /** Its text, plain. */
    text: z.string(),
    /** Label it defines ("Salud", "AP N"), or null. */
    term: z.string().nullable(),
    /** True when the label was lost in the source and inferred. */
    termInferred: z.boolean(),
    /** 1-based source line. */
    line: z.number().int(),
  }),
  z.object({
    /** A subheading the source lost, restored. */
    kind: z.literal('heading'),
    /** Its text. */
    text: z.string(),
    /** Anchor id, unique on the rules page. */
    id: z.string(),
  }),
  plainTable.extend({
    /** A plain table inside the text. */
    kind: z.literal('table'),
  }),
]);

/** A scenario card: setup, special rules, victory and rewards. */
export const skirmishScenarioSchema = skirmishBase.extend({
  /** Kind of document. */
  type: z.literal('scenario'),
  /** Preparation: markers and deployment. */
  setup: z.array(block),
  /** Special rules while it is played. */
  rules: z.array(block),
  /** How it is won. */
  victory: z.array(block),
  /** Rewards table ("Pago | Cant."), or null when the victory text holds them. */
  rewards: plainTable.nullable(),
});

/** A section of the core rules (dice, attributes, actions…). */
export const skirmishRulesSchema = skirmishBase.extend({
  /** Kind of document. */
  type: z.literal('rules'),
  /** Its paragraphs, restored subheadings and plain tables, in reading order. */
  blocks: z.array(block),
});

/** A table rolled on with dice. */
export const skirmishTableSchema = skirmishBase.extend({
  /** Kind of document. */
  type: z.literal('table'),
  /** Group on the tables page ("criticos", "pifias", "comportamiento"…). */
  group: z.string(),
  /** Title of that group. */
  groupTitle: z.string(),
  /** Die to roll, canonical notation: "d6", "d8", "d20", "2d4". */
  die: z.string().regex(/^\d*d\d+$/),
  /** Header cells; the first heads the roll ranges ("D6"). */
  columns: z.array(z.string()).min(1),
  /** True when the source printed no header row and the group's headers were given. */
  headerInferred: z.boolean(),
  /** Index of the column saying whom a row applies to ("Quién"), or null. */
  groupColumn: z.number().int().nullable(),
  /** Value of that column meaning "everyone" ("Todos"), or null. */
  groupAll: z.string().nullable(),
  /** Index of the column naming each result ("Cercenado"), or null. */
  nameColumn: z.number().int().nullable(),
  /** Damage type of a critical table ("Corte"), or null. */
  damageType: z.string().nullable(),
  /** Text printed before the table (its card). */
  intro: z.array(z.string()),
  /** Text printed after the table. */
  notes: z.array(z.string()),
  /** Rows in source order. */
  rows: z.array(
    z.object({
      /** Canonical range: "1-4", "5", "6+". */
      range: z.string(),
      /** Lowest result of the range. */
      low: z.number().int(),
      /** Highest result, or null for an open range ("6+"). */
      high: z.number().int().nullable(),
      /** All cells as printed, the range first. */
      cells: z.array(z.string()),
      /** 1-based source line. */
      line: z.number().int(),
    }),
  ),
});

export type SkirmishScenario = z.infer<typeof skirmishScenarioSchema>;
export type SkirmishRules = z.infer<typeof skirmishRulesSchema>;
export type SkirmishTable = z.infer<typeof skirmishTableSchema>;
export type SkirmishBlock = z.infer<typeof block>;
/** A table without dice (a scenario's rewards, a table inside the rules text). */
export type SkirmishPlainTable = z.infer<typeof plainTable>;

const generated = generatedPath('skirmish');

export const skirmishCollections = {
  skirmishScenarios: defineCollection({
    loader: file(`${generated}/scenarios.json`),
    schema: skirmishScenarioSchema,
  }),
  skirmishRules: defineCollection({
    loader: file(`${generated}/rules.json`),
    schema: skirmishRulesSchema,
  }),
  skirmishTables: defineCollection({
    loader: file(`${generated}/tables.json`),
    schema: skirmishTableSchema,
  }),
};
