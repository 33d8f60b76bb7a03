/**
 * What the plain text cannot say by itself about the Refuerzos page: reviewed data matched against
 * the start of a line, so the transform stays generic.
 */
export interface RefuerzosHints {
  /** A paragraph starting so introduces the ordered turn sequence. */
  orderedListAfter: string[];
  /** Paragraphs starting so are worked examples (a Callout of kind "example"). */
  examplesStartWith: string[];
  /** Headings whose paragraphs are all worked examples. */
  exampleHeadings: string[];
  /** Paragraphs that caption a figure the text version lost (rendered in italics). */
  captions: string[];
  /** In a skill box's requirements list, the first item that is an effect already. */
  effectsStartAt: string[];
  /** A paragraph starting so opens a skill's requirements. */
  requirementsIntro: string[];
  /** Skill box colours by order type, as the wiki uses them. */
  colors: Record<string, string>;
}

export const HINTS: RefuerzosHints = {
  orderedListAfter: ['Cada Turno de Jugador se compone de las siguientes partes'],
  examplesStartWith: ['Por ejemplo,', 'De tal modo,'],
  exampleHeadings: ['Ejemplos'],
  captions: ['Zona en la que no se pueden desplegar'],
  effectsStartAt: ['El jugador puede situar un Token de DropPod'],
  requirementsIntro: ['Para poder '],
  colors: {
    'ORDEN COMPLETA': 'red',
    'HABILIDAD CORTA': 'green',
    'HABILIDAD CORTA / ORA': 'greenyellow',
    'HABILIDAD CORTA DE MOVIMIENTO': 'blue',
    'HABILIDAD AUTOMÁTICA': 'black',
    'EQUIPO AUTOMÁTICO': 'black',
    '': 'black',
  },
};
