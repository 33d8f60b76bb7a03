/** Sides of a skirmish die: two of them are rolled and added (2d4 … 2d12). */
export type Die = 4 | 6 | 8 | 10 | 12;

/**
 * The dice levels (ND) of the skirmish game, lowest first: a roll is always two dice of one of
 * these sizes, so the levels run from 2d4 to 2d12. +1 ND moves one place right, −1 ND left.
 */
export const DICE: readonly Die[] = [4, 6, 8, 10, 12];
