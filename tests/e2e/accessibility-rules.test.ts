/**
 * axe-core over every page kind, at phone and desktop width, in light and dark: no violation.
 * Two files (accessibility-rules, accessibility-site) so the two browser workers share the work.
 */
import { describe, expect, it } from 'vitest';
import { audit, openSearch, useAuditPages } from './helpers/audit.ts';

useAuditPages();

/** The rule pages of each kind (and the rule pages with the most parts). */
const PAGES = [
  '/reglas/', // rules index
  '/reglas/faq/', // FAQ index
  '/reglas/faq/a/', // FAQ group: the rulings of the rules under one letter
  '/reglas/indice/a/', // rule pages under one letter
  '/reglas/seccion/estados/', // section index
  '/reglas/trabado/', // rule page with edition blocks and FAQ
  '/reglas/propiedades/', // rule page with many edition blocks and tables
  '/reglas/armas-y-equipo-de-plantilla/', // inline N4 span, tables
  '/reglas/aislado/', // N4-only rule page
  '/reglas/refuerzos/', // Refuerzos with its calculator
  '/reglas/linea-de-tiro/', // term page: a name with no rule in the sources yet
  '/reglas/ataque-intuitivo/cambios/', // a page's history with word-level diffs
  '/reglas/trabado/faq/se-puede-esquivar-un-ataque-berserk/', // a ruling's own page
  '/reglas/berserk/faq/se-puede-declarar-berserk-si-se-empieza-la-orden-en-estado/', // an errata's
  '/reglas/salto-controlado/faq/como-funciona-salto-controlado-en-ora/', // a ruling that changed
  '/reglas/referencia/ordenes/', // quick reference to print: Orders and AROs
  '/reglas/referencia/estados/', // quick reference to print: states
  '/novedades/', // every change of the site
  '/sin-conexion/', // the offline page with "Guardar todo"
];

/** Rule pages with an edition chosen: other blocks hidden, the choice's notes shown. */
const EDITION_PAGES = [
  '/reglas/trabado/?edicion=c1',
  '/reglas/aislado/?edicion=c1',
  '/reglas/propiedades/?edicion=n4',
];

describe('accesibilidad de las reglas (axe-core), a 390 y 1280 px, en claro y oscuro', () => {
  it.each(PAGES)(
    '%s: ninguna violación',
    async (path) => {
      expect(await audit(path)).toEqual([]);
    },
    300_000,
  );

  it.each(EDITION_PAGES)(
    '%s (edición elegida): ninguna violación',
    async (path) => {
      expect(await audit(path)).toEqual([]);
    },
    300_000,
  );

  it('/reglas/dodge/ (página de redirección, sin seguirla): ninguna violación', async () => {
    expect(await audit('/reglas/dodge/', undefined, { pageScripts: false })).toEqual([]);
  }, 300_000);

  it('/reglas/faq/?con=berserk,trabado (el filtro por varias reglas, con su lista): ninguna violación', async () => {
    expect(
      await audit('/reglas/faq/?con=berserk,trabado', (page) =>
        page.locator('[data-results] li').first().waitFor(),
      ),
    ).toEqual([]);
  }, 300_000);

  it('la búsqueda abierta con resultados: ninguna violación', async () => {
    expect(await audit('/reglas/trabado/', (page) => openSearch(page, 'trabado'))).toEqual([]);
  }, 300_000);
});
