/**
 * The printed words the ITS build recognises, in one place: the labels of a mission card's parts,
 * the sub-labels of a skill box, the running headers of the pages.
 */
import { slugify } from '../../src/lib/slug.ts';

/** Where the text under a card label goes. */
export type CardPart =
  'intro' | 'objectives' | 'secondary' | 'classified' | 'deployment' | 'end' | 'forces' | 'rule';

/**
 * Labels a mission card prints, and the part of the card each opens (`OBJETIVOS PRINCIPALES` →
 * objectives). The extraction glues them in front of other headings, so they are split off first.
 */
export const CARD_LABELS: Readonly<Record<string, CardPart>> = {
  'OBJETIVOS DE LA MISIÓN': 'objectives',
  'OBJETIVOS PRINCIPALES': 'objectives',
  'OBJETIVOS SECUNDARIOS': 'secondary',
  'REGLAS ESPECIALES DEL ESCENARIO': 'rule',
  CLASIFICADO: 'classified',
  DESPLIEGUE: 'deployment',
  'FIN DE MISIÓN': 'end',
  FUERZAS: 'forces',
};

/** The card labels in the order they are tried. */
export const MISSION_LABELS = Object.keys(CARD_LABELS);

/** The running column label of the mission pages (`MISIONES`): printed, not text. */
export const MISSIONS_COLUMN_LABEL = 'MISIONES';

/** Skill sub-labels printed inside a rule (`ETIQUETAS`, `REQUISITOS`, `EFECTOS`). */
export const SUB_LABELS: ReadonlySet<string> = new Set(['ETIQUETAS', 'REQUISITOS', 'EFECTOS']);

/** Page headers repeated at the top of every page of a part. */
export const RUNNING_HEADERS: ReadonlySet<string> = new Set(['REGLAS', 'MISIONES', 'LIGAS']);

/** Two printed names are the same rule when their slugs are (`DOMINAR ZONA…` and `Dominar Zona…`). */
export function sameName(a: string, b: string): boolean {
  return slugify(a) === slugify(b);
}
