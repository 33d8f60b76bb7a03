import type { Definition } from '../../shared/context.ts';
import type { ClassifiedRecord } from './types.ts';

/** Card names that are also ordinary words or mission names (`Rescate`, `Misión de Captura`): not linked. */
const AMBIGUOUS_CARDS = new Set(['rescate', 'captura', 'sabotaje']);

/** Classified terms a mission may name, and where they are explained. */
const CLASSIFIED_TERMS = [
  { title: 'Asegurar HVT', url: '/its/reglas/objetivos-clasificados/#asegurar-hvt' },
  { title: 'Mazo Clasificado', url: '/its/objetivos-clasificados/' },
  { title: 'Mazo de Objetivos Clasificados', url: '/its/objetivos-clasificados/' },
];

/**
 * The classified terms missions link, besides the wiki's: a card named by the mission to its row of
 * the deck (one entry per name, the two modes share the anchor), `Asegurar HVT` to its rule, the
 * deck itself to the deck page.
 */
export function classifiedTerms(cards: ClassifiedRecord[]): Definition[] {
  const cardTerms = [
    ...new Map(cards.filter((c) => !AMBIGUOUS_CARDS.has(c.slug)).map((c) => [c.slug, c])).values(),
  ].map((c) => ({ title: c.name, url: `/its/objetivos-clasificados/#${c.slug}` }));
  return [...cardTerms, ...CLASSIFIED_TERMS];
}
