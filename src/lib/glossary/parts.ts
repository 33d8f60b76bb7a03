/** Sections of the site, as the `parte` search filter names them. */
export const PARTS = ['Reglas', 'ITS', 'Misiones', 'Escaramuza'] as const;
