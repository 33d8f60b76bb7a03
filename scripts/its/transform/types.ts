import type { z } from 'astro/zod';
import type { RichText, Segment } from '../types.ts';
import type { sectionBlock } from '../../../src/content/its-schemas.ts';

export type { RichText, Segment };

/** Turns text into segments, linking each wiki term not yet in `seen` (one link per section). */
export type WikiLinker = (text: string, seen: Set<string>) => Segment[];

/** A block of a rule chapter's section (paragraph, list, table, pointer). */
export type SectionBlock = z.infer<typeof sectionBlock>;

/** A titled part of a page with its own anchor. */
export interface RecordSection {
  /** Anchor id, from slugify() of the title. */
  id: string;
  /** Title for display (sentence case of the printed caps heading). */
  title: string;
  /** The printed heading; undefined for text before any heading. */
  heading?: RichText;
  paragraphs: RichText[];
  /** Rule chapters: paragraphs, lists and tables in reading order. */
  body?: SectionBlock[];
  /** Source tables rebuilt as rows of cells (the first row is the header). */
  tables?: RichText[][][];
  /** Scenery profiles printed with this rule (`CONSOLA · BLI 0 · PB 0 · EST 1…`). */
  profiles?: ProfileTable[];
  /** Mission skills explained by this rule (`USAR PANOPLIA` under «Panoplias»). */
  skills?: MissionSkill[];
}

/** A scenery profile table: the name column's label and the attributes' labels; one row per element. */
export interface ProfileTable {
  /** `NOMBRE` (or the table's first label), then each attribute (`TIPO DE ELEMENTO`, `BLI`, `PB`…). */
  columns: RichText[];
  /** Each element: its name and one value per attribute column (an empty cell has no segments). */
  rows: { name: RichText; values: RichText[] }[];
}

/** A skill a mission defines, as the rulebook's skill box: name, order type, labels, two lists. */
export interface MissionSkill {
  /** Anchor id, from slugify() of the name. */
  id: string;
  /** `Usar Panoplia`. */
  name: string;
  /** `Habilidad Corta`, `Orden Completa`…; null when the card prints none. */
  orderType: string | null;
  /** The printed heading (`USAR PANOPLIA (HABILIDAD CORTA)`); absent when the extraction lost it. */
  heading?: RichText;
  /** Labels (Etiquetas), e.g. `Ataque`, `No Saqueable`. */
  labels: string[];
  /** The printed label text the labels were read from. */
  labelsText?: RichText;
  requirements: RichText[];
  effects: RichText[];
  /** The printed sub-labels (ETIQUETAS, REQUISITOS, EFECTOS), replaced by the box's own headers. */
  keywords: RichText[];
}

export type { Tier } from '../../../src/lib/scoring/types.ts';

/** One objective of a mission as printed, with the numbers read from it. */
export interface MissionObjective {
  id: string;
  kind: 'main' | 'secondary';
  text: RichText;
  /** Objective Points it gives (per unit when `perEach`), null when the text gives none. */
  points: number | null;
  /** "Puntos de Objetivo extra": only on top of the objective before it. */
  extra: boolean;
  /** Counted per item (`Por cada…`) rather than once. */
  perEach: boolean;
  /** Scored at the end of each game round or at the end of the game. */
  timing: 'round' | 'end';
  /** Condition printed with the points (`sólo si se ha cumplido al menos 1…`). */
  condition?: string;
  /** Cap on the points of this objective (`hasta un máximo de 3 Puntos de Objetivo`). */
  cap?: number;
}
