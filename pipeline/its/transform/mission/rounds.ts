/** The ordinal words the cards print for a game round or a league round (`tercera Ronda de Juego`). */
const ROUND_WORDS: Record<string, number> = {
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
};

/** `Tercera` → 3; undefined for any other word. */
export function roundNumber(word: string): number | undefined {
  return ROUND_WORDS[word.toLowerCase()];
}
