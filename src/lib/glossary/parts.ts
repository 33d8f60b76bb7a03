/** Sections of the site, as the `parte` search filter names them. */
export const PARTS = ['Reglas', 'ITS', 'Misiones', 'Escaramuza'] as const;

/** The skirmish, a game of its own: its pages have their own words, not the main game's. */
export const SKIRMISH = 'Escaramuza' satisfies (typeof PARTS)[number];

/** The rules of the game, the wiki's pages. */
export const RULES = 'Reglas' satisfies (typeof PARTS)[number];

/** The ITS missions: each its own scenario, named when a question is about it. */
export const MISSIONS = 'Misiones' satisfies (typeof PARTS)[number];
