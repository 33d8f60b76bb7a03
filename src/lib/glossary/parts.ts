/** Sections of the site, as the `parte` search filter names them. */
export const PARTS = ['Reglas', 'ITS', 'Misiones', 'Escaramuza'] as const;

/** The skirmish, a game of its own: its pages have their own words, not the main game's. */
export const SKIRMISH = 'Escaramuza' satisfies (typeof PARTS)[number];
