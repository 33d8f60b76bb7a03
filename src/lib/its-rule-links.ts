import { slugify } from './slug.ts';

/**
 * Abbreviations the rule lists print for a rule whose section spells it out: «Dominar ZO» is the
 * section «Dominar Zona de Operaciones» of the same card.
 */
const ABBREVIATIONS: [RegExp, string][] = [[/\bZO\b/g, 'Zona de Operaciones']];

/**
 * Rules a card lists but does not print: «Carta INTELCOM (Bastimento)» is defined only under
 * Capturar y Proteger (source line 1028); «Dominar ZO» is printed in four missions (first in Control
 * de Cuadrantes, line 1213) but listed by La Armería, Línea de Frente and Matriz de Transmisión too.
 */
const DEFINED_ELSEWHERE: Record<string, string> = {
  'carta-intelcom-bastimento': '/its/misiones/capturar-y-proteger/#carta-intelcom-bastimento',
  'dominar-zo': '/its/misiones/control-de-cuadrantes/#dominar-zona-de-operaciones',
};

/**
 * Where a name of a card's rule list points: its section on the page (by its name, or by the name
 * with its abbreviations spelt out), else the page that explains it, else nowhere.
 */
export function ruleHref(
  name: string,
  sectionIds: ReadonlyMap<string, string>,
): string | undefined {
  const own = sectionIds.get(slugify(name));
  if (own) return `#${own}`;
  const spelt = ABBREVIATIONS.reduce((s, [re, full]) => s.replace(re, full), name);
  const expanded = sectionIds.get(slugify(spelt));
  if (expanded) return `#${expanded}`;
  return DEFINED_ELSEWHERE[slugify(name)];
}
