/**
 * Schemas of the ITS Season 10 records the ITS build writes to `content/generated/its/`: one base
 * schema, extended per kind with a `type` literal. Kept apart from `its.ts` so tests can import them
 * without Astro's virtual modules.
 */
import { z } from 'astro/zod';

/** A span of a cleaned source line; lets the build prove each sentence is rendered once. */
export const span = z.object({
  /** 1-based line in `content/sources/its-season-10.txt`. */
  line: z.number().int().positive(),
  /** First character of the span in the cleaned line. */
  start: z.number().int().nonnegative(),
  /** Character after the span. */
  end: z.number().int().nonnegative(),
});

/** Rendered text: segments, each optionally linking a wiki page. Never HTML. */
export const richText = z.object({
  /** Pieces of text in order; `href` set when the piece names a wiki page. */
  segments: z.array(
    z.object({
      text: z.string(),
      href: z.string().optional(),
      /** What is wrong with this printed text, where the source cannot settle it (shown beside it). */
      note: z.string().optional(),
    }),
  ),
  /** Source spans the text was made from. */
  src: z.array(span),
});

export type RichText = z.infer<typeof richText>;
/**
 * What a component prints of a rich text: its segments. A text the page makes itself (a scenery
 * profile's label in sentence case) has no source spans.
 */
export type ShownText = Pick<RichText, 'segments'>;

/** A skill a mission defines, shown as the rulebook's skill box. */
export const skill = z.object({
  /** Anchor id (slugify of the name). */
  id: z.string(),
  /** Name for display, e.g. `Usar Panoplia`. */
  name: z.string(),
  /** `Habilidad Corta`, `Orden Completa`…; null when not printed. */
  orderType: z.string().nullable(),
  /** The heading as printed; absent when the extraction lost it. */
  heading: richText.optional(),
  /** Labels (Etiquetas), e.g. `Ataque`. */
  labels: z.array(z.string()),
  /** The printed label text. */
  labelsText: richText.optional(),
  /** Requisitos, one item per bullet. */
  requirements: z.array(richText),
  /** Efectos, one item per bullet. */
  effects: z.array(richText),
  /** The printed sub-labels ETIQUETAS / REQUISITOS / EFECTOS (the box prints its own headers). */
  keywords: z.array(richText),
});

export type Skill = z.infer<typeof skill>;

/** A scenery profile table (`NOMBRE · TIPO DE ELEMENTO · BLI · PB · EST · TAC · PRO`). */
export const profileTable = z.object({
  /** The name column's label (`NOMBRE`), then each attribute's label as printed. */
  columns: z.array(richText),
  /** One row per element. */
  rows: z.array(
    z.object({
      /** The element's name (`CONSOLA`). */
      name: richText,
      /** One value per attribute column; an empty cell has no segments. */
      values: z.array(richText),
    }),
  ),
});

export type ProfileTable = z.infer<typeof profileTable>;

/**
 * One block of a rule chapter's section, in reading order: a paragraph, a list (numbered when the
 * print numbers it), a source table, or the place of the Classified Deck's cards of one mode.
 */
export const sectionBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('p'), text: richText }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(richText) }),
  z.object({
    kind: z.literal('table'),
    caption: richText.optional(),
    rows: z.array(z.array(richText)),
  }),
  /** A sub-heading printed inside a mission rule (the Xenotech's `EFECTOS`), before its list. */
  z.object({ kind: z.literal('label'), text: richText }),
  /** The cards of one mode of the Classified Deck, printed here (the page shows the deck's records). */
  z.object({ kind: z.literal('cards'), mode: z.enum(['standard', 'extreme']) }),
]);

/** A titled part of a page with its own anchor. */
export const section = z.object({
  /** Anchor id (slugify of the title). */
  id: z.string(),
  /** Title for display. */
  title: z.string(),
  /** The heading as printed. */
  heading: richText.optional(),
  /** Paragraphs under the heading. */
  paragraphs: z.array(richText),
  /**
   * Rule chapters, and a mission rule with a printed sub-heading and bullets: the section's
   * paragraphs, lists, tables and sub-headings in reading order (then `paragraphs` is empty).
   */
  body: z.array(sectionBlock).optional(),
  /** Source tables rebuilt as rows of cells, first row the header. */
  tables: z.array(z.array(z.array(richText))).optional(),
  /** Scenery profiles printed with this rule: the element's name and its attribute values. */
  profiles: z.array(profileTable).optional(),
  /** Mission skills this rule explains. */
  skills: z.array(skill).optional(),
});

export type Section = z.infer<typeof section>;

/** Fields every ITS record has. */
const base = z.object({
  /** Unique id within the collection (the slug, or slug + mode for cards). */
  id: z.string(),
  /** Printed page in the PDF. */
  page: z.number().int(),
  /** Source line of the heading. */
  line: z.number().int(),
});

/** A mission card; league rounds use the same shape with `type: 'league-round'`. */
const missionFields = {
  /** URL segment under `/its/misiones/` (slugify of the name). */
  slug: z.string(),
  /** Name for display. */
  name: z.string(),
  /** The heading as printed. */
  heading: richText.optional(),
  /** `Configuración tipo` (table setup), e.g. `A`, `C1`; null when not printed. */
  configuration: z.string().nullable(),
  /** Special rules listed under the heading, in print order. */
  specialRuleNames: z.array(z.string()),
  /** Text under the heading that is not a fact (a credit line). */
  intro: z.array(richText),
  /** Printed text the facts were read from (configuration, rule list): not repeated as paragraphs. */
  factsText: z.array(richText),
  /** Printed column labels replaced by the page's own headings: not rendered. */
  printedLabels: z.array(richText),
  /** Each special rule as its own section with an anchor. */
  specialRules: z.array(section),
  /** Objectives as printed, with their points read out. */
  objectives: z.array(
    z.object({
      /** Anchor and scoring input id. */
      id: z.string(),
      /** Main or secondary objective. */
      kind: z.enum(['main', 'secondary']),
      /** The objective as printed. */
      text: richText,
      /** Objective Points (per unit when `perEach`); null when none printed. */
      points: z.number().nullable(),
      /** Extra points on top of the objective before it. */
      extra: z.boolean(),
      /** Counted per item (`Por cada…`). */
      perEach: z.boolean(),
      /** Scored each game round or at the end of the game. */
      timing: z.enum(['round', 'end']),
      /** Printed condition (`sólo si…`). */
      condition: z.string().optional(),
      /** Most points this objective gives. */
      cap: z.number().optional(),
    }),
  ),
  /** Text around the objectives that is not an objective (labels, tier tables as extracted). */
  objectiveNotes: z.array(richText),
  /** Classified objectives of the mission. */
  classified: z.object({
    /** How many each player has; 0 for none, null when not printed. */
    count: z.number().nullable(),
    /** Objective Points each. */
    points: z.number().nullable(),
    /** The printed text. */
    paragraphs: z.array(richText),
  }),
  /** Deployment. */
  deployment: z.object({
    /** Depth of the deployment zone in cm, when printed. */
    depthCm: z.number().nullable(),
    /** The printed text. */
    paragraphs: z.array(richText),
  }),
  /** End of the mission. */
  end: z.object({
    /** Game rounds played. */
    rounds: z.number().nullable(),
    /** Whether the Retreat! rule ends the game early. */
    retreat: z.boolean(),
    /** The printed text. */
    paragraphs: z.array(richText),
  }),
  /** Army points per side (league rounds). */
  forces: z.object({
    /** Points of side A, when printed. */
    points: z.number().nullable(),
    /** The printed text. */
    paragraphs: z.array(richText),
  }),
  /** Labels printed on the map. */
  mapLabels: z.array(richText),
  /** Whether the HVT rule (killing an HVT loses the game) applies. */
  hvt: z.boolean(),
};

export const missionSchema = base.extend({ type: z.literal('mission'), ...missionFields });
export const leagueRoundSchema = base.extend({ type: z.literal('league-round'), ...missionFields });

export const classifiedSchema = base.extend({
  type: z.literal('classified'),
  /** Anchor on `/its/objetivos-clasificados/` shared by both modes. */
  slug: z.string(),
  /** Card name for display. */
  name: z.string(),
  /** Standard (green) or extreme (red) deck. */
  mode: z.enum(['standard', 'extreme']),
  /** The name as printed. */
  heading: richText,
  /** `Requisitos:` line. */
  requirements: richText.optional(),
  /** `Especial:` line (set-up before deployment). */
  special: richText.optional(),
  /** `Objetivo:` line. */
  objective: richText.optional(),
  /** `Bonus:` line. */
  bonus: richText.optional(),
});

export const chapterSchema = base.extend({
  type: z.literal('chapter'),
  /** URL segment under `/its/reglas/`. */
  slug: z.string(),
  /** Title for display. */
  title: z.string(),
  /** The heading as printed. */
  heading: richText.optional(),
  /** Sections, each with an anchor. */
  sections: z.array(section),
});
