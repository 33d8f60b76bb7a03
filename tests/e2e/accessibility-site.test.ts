/**
 * axe-core over every page kind, at phone and desktop width, in light and dark: no violation.
 * Two files (accessibility-rules, accessibility-site) so the two browser workers share the work.
 */
import { describe, expect, it } from 'vitest';
import { audit, useAuditPages } from './helpers/audit.ts';

useAuditPages();

/** One page of each other kind: home, ITS, skirmish, the 404. */
const PAGES = [
  '/', // home
  '/its/', // ITS index
  '/its/reglas/normas-basicas/', // ITS chapter
  '/its/misiones/adquisicion/', // mission with its calculator
  '/its/ligas/', // league index
  '/its/ligas/primera-jornada/', // league round
  '/its/misiones/aniquilacion/tarjeta/', // a mission's card to print, with its army-point tables
  '/its/ligas/primera-jornada/tarjeta/', // a league round's card
  '/its/objetivos-clasificados/', // classified objectives
  '/its/torneo/', // tournament tools
  '/its/puntuacion/', // scoring
  '/escaramuza/', // skirmish index
  '/escaramuza/reglas/',
  '/escaramuza/tablas/',
  '/escaramuza/escenarios/control-de-zona/',
  '/no-existe/', // the 404 page, as served for an unknown address
];

describe('accesibilidad del resto del sitio (axe-core), a 390 y 1280 px, en claro y oscuro', () => {
  it.each(PAGES)(
    '%s: ninguna violación',
    async (path) => {
      expect(await audit(path)).toEqual([]);
    },
    300_000,
  );
});
