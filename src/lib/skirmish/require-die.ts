import { DICE } from './dice.ts';
import type { Die } from './dice.ts';

/** Guards a die size: only d4, d6, d8, d10 and d12 are dice levels of the skirmish game. */
export function requireDie(value: unknown, name: string): Die {
  if (!DICE.includes(value as Die)) {
    throw new Error(
      `${name} debe ser un dado de 4, 6, 8, 10 o 12 caras (recibido: ${String(value)}).`,
    );
  }
  return value as Die;
}
