/** Dice of the skirmish game's tables: notation ("d6", "2d4", "D20"), bounds and rolling. */

export interface Die {
  /** Canonical notation: "d6", "2d4". */
  notation: string;
  count: number;
  sides: number;
  /** Lowest and highest total. */
  min: number;
  max: number;
}

const DIE = /^\s*(\d*)\s*[dD]\s*(\d+)\s*$/;

/** Parses "d6", "1d20", "2d4", "D8"; null for anything else (or zero/one-sided dice). */
export function parseDie(text: string): Die | null {
  const m = DIE.exec(text);
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  if (count < 1 || count > 10 || sides < 2 || sides > 100) return null;
  return {
    notation: `${count === 1 ? '' : count}d${sides}`,
    count,
    sides,
    min: count,
    max: count * sides,
  };
}

/** Rolls the die and returns the total; `random` returns [0, 1) like Math.random. */
export function rollDie(die: Die, random: () => number = Math.random): number {
  let total = 0;
  for (let i = 0; i < die.count; i++) total += 1 + Math.floor(random() * die.sides);
  return total;
}
