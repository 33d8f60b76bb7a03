/**
 * A count and its noun agreeing in number, by Spanish's plural rules (`Intl.PluralRules`): «1
 * Punto de Torneo», «0 Puntos de Torneo», «2,5 puntos». Every count the site shows goes through
 * here, so none reads «1 Puntos».
 */
const rules = new Intl.PluralRules('es');

/** The form of a noun (or a whole phrase) that goes with `n`: `one` for 1 and −1, else `other`. */
export function nounForm(n: number, one: string, other: string): string {
  return rules.select(n) === 'one' ? one : other;
}

/** `n` followed by its noun in the form that agrees with it: «1 jugador», «3 jugadores». */
export function countNoun(n: number, one: string, other: string): string {
  return `${n} ${nounForm(n, one, other)}`;
}
