/** The pages of the six Escalation League rounds, in the order they are played. */
export const LEAGUE_ROUND_PATHS = [
  '/its/ligas/primera-jornada/',
  '/its/ligas/segunda-jornada/',
  '/its/ligas/tercera-jornada/',
  '/its/ligas/cuarta-jornada/',
  '/its/ligas/quinta-jornada/',
  '/its/ligas/sexta-jornada/',
];
