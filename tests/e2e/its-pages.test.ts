/**
 * The ITS pages as built: their markup read from dist/ (helpers/static-page.ts: what a reader
 * without JavaScript gets, the calculators' server-rendered form included), and in Chromium only
 * what needs layout or a script (no sideways scroll at 390 px with the calculator running).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { LEAGUE_ROUND_PATHS } from './helpers/league-rounds.ts';
import { headingTextOf, staticPage, textContentOf, textOf } from './helpers/static-page.ts';
import type { Element } from 'hast';
import { seedOutline } from '../its/helpers.ts';
import { parseEntry } from '../../pipeline/its/outline/schema.ts';
import { titleCase } from '../../pipeline/its/transform/display.ts';

const browser = useBrowser();
/** The section a heading's anchor names (the anchor is the heading's, src/components/its/RuleSection.astro). */
const sectionOf = (id: string) => `section:has(> #${id})`;

describe('páginas ITS', () => {
  it('/its/misiones/ lista las 26 misiones', async () => {
    const page = await staticPage('/its/misiones/');
    const links = [
      ...new Set(
        page
          .all('main a[href^="/its/misiones/"]')
          .map((a) => a.properties['href'])
          .filter((h) => h !== '/its/misiones/'),
      ),
    ];
    expect(links).toHaveLength(26);
    expect(links).toContain('/its/misiones/aniquilacion/');
  });

  it('el índice lista los capítulos en el orden impreso; cada capítulo enlaza el anterior y el siguiente', async () => {
    // The reviewed outline is in print order (content/corrections/its-outline.json).
    const printed = seedOutline().chapters.map((c) => `/its/reglas/${c.slug}/`);
    const index = await staticPage('/its/');
    expect(index.all('main a[href^="/its/reglas/"]').map((a) => a.properties['href'])).toEqual(
      printed,
    );
    for (const [i, href] of printed.entries()) {
      const page = await staticPage(href);
      const pager = page.one('nav.pager[aria-label="Capítulos del ITS"]');
      expect(page.all('a[rel="prev"]', pager).map((a) => a.properties['href'])).toEqual(
        i > 0 ? [printed[i - 1]] : [],
      );
      expect(page.all('a[rel="next"]', pager).map((a) => a.properties['href'])).toEqual(
        i < printed.length - 1 ? [printed[i + 1]] : [],
      );
    }
  });

  it('una misión tiene sus reglas especiales como secciones con id, su puntuación y su calculadora', async () => {
    const page = await staticPage('/its/misiones/adquisicion/');
    // Each rule's anchor is its heading's id (Pagefind makes a search sub-result of it).
    const ids = page
      .all(`${sectionOf('reglas-especiales')} section > h3[id]`)
      .map((heading) => heading.properties['id']);
    expect(ids).toEqual(
      expect.arrayContaining(['antenas-de-comunicacion', 'tech-coffin', 'xenotech']),
    );
    // The list of special rules links to those sections.
    expect(page.all('main a[href="#tech-coffin"]').length).toBeGreaterThan(0);
    expect(page.text(`${sectionOf('puntuacion')} table caption`)).toContain('máximo 10 PO');
    expect(page.text('h2#calculadora')).toBe('Calculadora');
  });

  it('una misión muestra su habilidad como bloque con Requisitos y Efectos', async () => {
    const page = await staticPage('/its/misiones/tiroteo/');
    const skill = page.one(`${sectionOf('panoplias')} #usar-panoplia`);
    expect(page.text('.skillbox__name', skill)).toBe('Usar Panoplia');
    expect(page.text('.skillbox__order', skill)).toBe('Habilidad Corta');
    expect(page.text('.skill-labels', skill)).toContain('Ataque');
    expect(page.texts('h4', skill)).toEqual(
      ['Requisitos', 'Efectos'].map((t) => expect.stringMatching(new RegExp(t, 'i'))),
    );
    expect(page.text('ul', skill)).toContain('contacto peana con peana con una Panoplia');
    // The deployment holds its own text only.
    expect(page.texts(`${sectionOf('despliegue')} p`)).toEqual([
      'Ambos jugadores desplegarán en los lados opuestos de la mesa de juego, en una Zona de Despliegue de 40 cm de profundidad.',
    ]);
    const ticTacToe = await staticPage('/its/misiones/tres-en-raya/');
    expect(
      ticTacToe.all(`${sectionOf('antenas')} #conectar-antenas li`).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it.each([
    '/its/misiones/tiroteo/',
    '/its/misiones/tres-en-raya/',
    '/its/misiones/adquisicion/',
    '/its/misiones/capturar-y-proteger/',
    '/its/misiones/cuadricula/',
  ])('%s no tiene párrafos que sean sólo un rótulo de columna', async (path) => {
    const page = await staticPage(path);
    const paragraphs = page.texts('main p').map((t) => t.trim());
    const labels = paragraphs.filter((t) =>
      /^(MISIONES|REGLAS ESPECIALES DEL ESCENARIO|OBJETIVOS DE LA MISIÓN|OBJETIVOS PRINCIPALES|CLASIFICADO|DESPLIEGUE|FIN DE MISIÓN|ETIQUETAS|REQUISITOS|EFECTOS)$/.test(
        t,
      ),
    );
    expect(labels).toEqual([]);
    expect(paragraphs.filter((t) => /^Configuración tipo:/.test(t))).toEqual([]);
  });

  it.each([
    '/its/misiones/tiroteo/',
    '/its/misiones/tres-en-raya/',
    '/its/misiones/aniquilacion/',
    '/its/misiones/supremacia/',
    '/its/misiones/la-armeria/',
  ])('%s cabe en 390 px sin scroll horizontal', async (path) => {
    const page = await browser.open(path, { width: 390 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('la nota larga de la puntuación va al pie de la tabla', async () => {
    const page = await staticPage('/its/misiones/tiroteo/');
    expect(page.all(`${sectionOf('puntuacion')} .scoring-table th small`)).toHaveLength(0);
    expect(page.text(`${sectionOf('puntuacion')} ol.scoring-notes li`)).toContain('Clasificado');
    expect(
      page.all(`${sectionOf('puntuacion')} .scoring-table sup a[href="#nota-puntuacion-1"]`),
    ).toHaveLength(1);
  });

  it('sin JavaScript la misión sigue mostrando su puntuación', async () => {
    const text = (await staticPage('/its/misiones/aniquilacion/')).text(sectionOf('puntuacion'));
    expect(text).toContain('Eliminar al DataTracker enemigo');
    expect(text).toMatch(/Top-Tier\s+más de 300\s+4/);
  });

  it('/its/ligas/ tiene las 6 jornadas, cada una con su página y calculadora', async () => {
    const page = await staticPage('/its/ligas/');
    const rounds = page.all('main ol.league-rounds > li h2 a').map((a) => a.properties['href']);
    expect(rounds).toEqual(LEAGUE_ROUND_PATHS);
    const round = await staticPage('/its/ligas/tercera-jornada/');
    expect(round.text('h1')).toContain('Jornada 3');
    expect(round.text('h2#calculadora')).toBe('Calculadora');
  });

  it('/its/objetivos-clasificados/ tiene las dos versiones del mazo', async () => {
    const page = await staticPage('/its/objetivos-clasificados/');
    // One section per card, its heading the anchor (a search sub-result, a link to copy).
    expect(page.all('main section.classified-card > h2[id]').length).toBeGreaterThan(10);
    expect(page.all('.classified-card__mode[id$="-estandar"] p').length).toBeGreaterThan(10);
    expect(page.all('.classified-card__mode[id$="-extremo"] p').length).toBeGreaterThan(10);
    expect(page.texts(`${sectionOf('depredador')} h3`)).toEqual(['Estándar', 'Extremo']);
    expect(headingTextOf(page.one('h2#depredador'))).toBe('Depredador');
    expect(page.all('#depredador')).toHaveLength(1);
  });

  it.each([
    ['/its/reglas/reglas-de-torneo/', /PARTICIPANTES\s+4-8\s+9-16\s+17\+/],
    ['/its/reglas/reglas-de-torneo/', /Victoria Total\s+3\s+Diferencia de 5 o más/],
    ['/its/reglas/reglas-de-torneo/', /MOV\s+CC\s+CD\s+FIS\s+VOL\s+BLI\s+PB\s+H\s+S/],
    ['/its/reglas/normas-basicas/', /Torneo\s+K\+15%\s+K=32\s+K-15%/],
  ])('%s muestra %s como tabla', async (path, row) => {
    const tables = (await staticPage(path)).texts('main table');
    expect(tables.some((t) => row.test(t))).toBe(true);
  });

  it('Supremacía muestra el perfil de la Consola como tabla: elemento, atributos y valores', async () => {
    const page = await staticPage('/its/misiones/supremacia/');
    const table = page.one(`${sectionOf('consolas')} .profile-table table`);
    expect(page.texts('thead th', table)).toEqual(['Nombre', 'Consola']);
    const rows = page
      .all('tbody tr', table)
      .map((tr) => page.all(':scope > *', tr).map((cell) => textOf(cell).trim()));
    expect(rows).toEqual([
      ['Tipo de elemento', 'Escenográfico'],
      ['BLI', '0'],
      ['PB', '0'],
      ['EST', '1'],
      ['TAC', '--'],
      ['PRO', 'Hackeable (Tirada de VOL)'],
    ]);
    // The cells are no longer paragraphs of a rule.
    const paragraphs = page.texts(`${sectionOf('reglas-especiales')} p`);
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(
      paragraphs.filter((t) =>
        /^(TIPO DE ELEMENTO|NOMBRE|BLI|PB|EST|TAC|PRO|ESCENOGRÁFICO|CONSOLA|\d+|--)$/.test(
          t.trim(),
        ),
      ),
    ).toEqual([]);
  });

  it('La Armería muestra sus tres elementos y el edificio como tablas', async () => {
    const page = await staticPage('/its/misiones/la-armeria/');
    const heads = page.texts(`${sectionOf('la-armeria-zo')} .profile-table thead`);
    expect(heads.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual([
      'Nombre Puerta de seguridad Muro Panoplia',
      'Tipo de edificio Armería',
    ]);
    expect(page.text('#abrir-puertas-armeria')).not.toContain('Tabla de Botín');
    expect(page.text('#usar-panoplia')).toContain('dos tiradas en la Tabla de Botín');
  });

  // The 26 missions (the index test checks there are 26) and the 6 league rounds.
  const cards = [
    ...[
      'adquisicion',
      'altamente-clasificado',
      'aniquilacion',
      'biotecvoro',
      'capturar-y-proteger',
      'comms-center',
      'congelacion',
      'control-de-cuadrantes',
      'cuadricula',
      'cubierta-de-ingenieria',
      'danza-mortal',
      'decapitacion',
      'demostracion-de-poder',
      'desenmascaramiento',
      'la-armeria',
      'linea-de-frente',
      'matriz-de-transmision',
      'partida-de-caza',
      'power-pack',
      'rescate',
      'saqueo-y-sabotaje',
      'suministros',
      'supremacia',
      'terreno-seguro',
      'tiroteo',
      'tres-en-raya',
    ].map((m) => `/its/misiones/${m}/`),
    ...['primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta'].map(
      (r) => `/its/ligas/${r}-jornada/`,
    ),
  ];
  it.each(cards)(
    '%s se lee como una carta limpia: ninguna regla vacía, ningún rótulo del mapa como párrafo',
    async (path) => {
      const page = await staticPage(path);
      const empty = page
        .all(`${sectionOf('reglas-especiales')} > section`)
        .filter((section) => page.all('p, li, table', section).length === 0)
        .map((section) => page.one('h3', section).properties['id']);
      expect(empty).toEqual([]);
      const texts = page.texts('main p').map((t) => t.trim());
      const mapText =
        /^\d+ ?cm\.?$|\b\d+ ?cm \d \d c m\b|^(?:\S ){2,}\S$|^\d$|^(SECCIÓN|CUADRANTE|ZONA DE DESPLIEGUE) ?[A-D1-4]?$|[.!] (CONSOLA|PANOPLIA|ANTENA|CIVIL)$/;
      expect(texts.filter((t) => mapText.test(t))).toEqual([]);
    },
  );

  it('Objetivos Clasificados muestra las cartas de cada modo bajo su encabezado impreso, fuera del índice de búsqueda', async () => {
    const page = await staticPage('/its/reglas/objetivos-clasificados/');
    for (const [id, suffix] of [
      ['objetivos-modo-estandar', 'estandar'],
      ['objetivos-modo-extremo', 'extremo'],
    ] as const) {
      const cards = page.all(
        `${sectionOf(id)} .classified-mode-cards[data-pagefind-ignore] h3[id]`,
      );
      expect(cards.length, id).toBe(20);
      for (const h of cards) expect(String(h.properties['id'])).toMatch(new RegExp(`-${suffix}$`));
    }
    expect(page.text(`${sectionOf('objetivos-modo-estandar')} #depredador-estandar + p`)).toMatch(
      /^Requisitos:/,
    );
    // No sentence the print does not have («Las cartas … están en el Mazo Clasificado»).
    expect(page.text('main')).not.toMatch(/están en el Mazo Clasificado/);
  });

  it('«Tirada de VOL3» se muestra como se imprimió, con la nota de que perdió su signo', async () => {
    const page = await staticPage('/its/objetivos-clasificados/');
    const card = page.one('#hvt-retroingenieria-extremo');
    expect(page.text('.garbled', card)).toBe('Tirada de VOL3');
    expect(page.text('.source-note', card)).toMatch(/signo del modificador se perdió/);
  });

  it.each([
    '/its/misiones/adquisicion/',
    '/its/misiones/linea-de-frente/',
    '/its/misiones/power-pack/',
    '/its/misiones/terreno-seguro/',
  ])('%s: el Xenotech muestra su «Efectos» impreso y sus viñetas como lista', async (path) => {
    const page = await staticPage(path);
    const xenotech = page.one(sectionOf('xenotech'));
    expect(page.texts(':scope > h4', xenotech)).toEqual(['Efectos']);
    expect(page.all(':scope > h4 + ul > li', xenotech)).toHaveLength(4);
  });

  it('los tiers de Reglas de Torneo son la lista impresa, sin tabla añadida', async () => {
    const page = await staticPage('/its/reglas/reglas-de-torneo/');
    const tiers = page.texts(`${sectionOf('nivel-del-torneo-tiers')} ul > li`);
    expect(tiers).toEqual([
      expect.stringMatching(/^Top-Tier: 400 Puntos de Ejército y 8 CAP/),
      expect.stringMatching(/^Mid-Tier: 300/),
      expect.stringMatching(/^Low-Tier: 200/),
    ]);
    expect(page.all('main h2').map(headingTextOf)).not.toContain('Niveles del torneo');
  });

  it('Altamente Clasificado enlaza Asegurar HVT y el Mazo Clasificado', async () => {
    const page = await staticPage('/its/misiones/altamente-clasificado/');
    expect(
      page.all('main a[href="/its/reglas/objetivos-clasificados/#asegurar-hvt"]').length,
    ).toBeGreaterThan(0);
    expect(page.all('main a[href="/its/objetivos-clasificados/"]').length).toBeGreaterThan(0);
  });

  // The built pages, not only the records, follow the printed outline: the same headings in order,
  // none empty, and under each the paragraphs, list items and tables the outline gives it.
  it.each(seedOutline().chapters.map((c) => [c.slug, c] as const))(
    '/its/reglas/%s/ sigue el esquema impreso',
    async (slug, chapter) => {
      const page = await staticPage(`/its/reglas/${slug}/`);
      const content = (e: Element | undefined) => (e ? textContentOf(e).trim() : undefined);
      const sections = page.all('main section:has(> h2[id])').map((s) => ({
        title: headingTextOf(page.one('h2', s)),
        items: page
          .all(
            ':scope > p, :scope > ul > li, :scope > ol > li, :scope > table, :scope > .table-wrap > table',
            s,
          )
          .map((e) =>
            e.tagName === 'table'
              ? `table:${content(page.all('caption', e)[0] ?? page.all('th', e)[0])}`
              : `${e.tagName === 'p' ? 'p' : 'li'}:${content(e)}`,
          ),
      }));
      const expected = chapter.sections.map((s) => ({
        title: s.title ?? titleCase(parseEntry('h', s.heading!).words),
        items: s.items.flatMap((item) => {
          if (typeof item !== 'string')
            // A mode's cards are the deck's own sections (checked below), not items of this one.
            return 'cards' in item ? [] : [`table:${item.table}`];
          const e = parseEntry(
            item.slice(0, item.indexOf(':')) as 'p',
            item.slice(item.indexOf(':') + 1),
          );
          return e.kind === 'n' ? [] : [`${e.kind}:${e.words}`];
        }),
      }));
      // The printed headings and no other: no section the site adds («Niveles del torneo» was one).
      expect(sections.map((s) => s.title)).toEqual(expected.map((s) => s.title));
      expected.forEach((e, k) => {
        const got = sections[k]!;
        expect(got.items.length, e.title).toBe(e.items.length);
        e.items.forEach((want, i) =>
          expect(got.items[i], `${e.title} #${i + 1}`).toMatch(
            new RegExp(`^${want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          ),
        );
      });
    },
  );

  it('La Armería: la Puerta de Seguridad es de tipo ACCESO con TAC «Acceso Estrecho»; no hay columna ACCESO', async () => {
    const armoury = await staticPage('/its/misiones/la-armeria/');
    // Elements are columns (Nombre | Puerta de seguridad | Muro | Panoplia), attributes rows.
    const rows = armoury
      .all('tbody tr', armoury.one(`${sectionOf('la-armeria-zo')} .profile-table table`))
      .map((tr) => armoury.all(':scope > *', tr).map((cell) => textOf(cell).trim()));
    expect(rows.find((r) => /^Tipo de elemento$/i.test(r[0]!))?.[1]).toMatch(/^Acceso$/i);
    expect(rows.find((r) => r[0] === 'TAC')?.[1]).toBe('Acceso Estrecho');
    expect(rows.map((r) => r[0]!.toUpperCase())).not.toContain('ACCESO');
  });

  it('/its/misiones/ marca los 7 números de clasificados deducidos; las jornadas 3-5 marcan sus tramos supuestos', async () => {
    const index = await staticPage('/its/misiones/');
    const marked = index
      .all('main tbody tr')
      .filter((tr) => index.all('td[data-label="Clasificados"] .assumed', tr).length > 0)
      .map((tr) => textOf(index.one('th', tr)).trim());
    expect(marked).toEqual([
      'Línea de Frente',
      'Matriz de Transmisión',
      'Rescate',
      '¡Saqueo y Sabotaje!',
      'Suministros',
      'Terreno Seguro',
      'Tiroteo',
    ]);
    const shootout = await staticPage('/its/misiones/tiroteo/');
    expect(shootout.text('.mission-facts')).toMatch(/supuesto/);
    for (const path of LEAGUE_ROUND_PATHS.slice(2, 5)) {
      const round = await staticPage(path);
      expect(round.all(`${sectionOf('puntuacion')} .assumed`).length, path).toBe(3);
    }
  });

  it.each(['/its/misiones/aniquilacion/', '/its/misiones/biotecvoro/'])(
    '%s no muestra la tabla de objetivos tal como se extrajo; dice por qué',
    async (path) => {
      const page = await staticPage(path);
      const text = page.text('main');
      expect(text).not.toMatch(
        /tal como se extrajo|ro ios\.|Si han sobrevivido Si han sobrevivido/,
      );
      expect(page.all('main details')).toHaveLength(0);
      expect(page.text(`${sectionOf('objetivos')} .source-note`)).toMatch(/ilegible/);
    },
  );

  it.each([
    [
      '/its/misiones/decapitacion/',
      'Objetivo Designado',
      '/its/reglas/reglas-de-torneo/#objetivo-designado',
    ],
    ['/its/misiones/decapitacion/', 'Sin Cuartel', '/its/misiones/aniquilacion/#sin-cuartel'],
    [
      '/its/misiones/comms-center/',
      'Carta INTELCOM (Contraespionaje)',
      '/its/misiones/biotecvoro/#carta-intelcom-contraespionaje',
    ],
    [
      '/its/misiones/tiroteo/',
      'Tropas Especialistas',
      '/its/misiones/adquisicion/#tropas-especialistas',
    ],
    ['/its/misiones/tiroteo/', 'DataTracker', '/its/reglas/temporada-10/#datatracker'],
  ])('%s: «%s» dice que su texto no está en la carta y enlaza %s', async (path, name, href) => {
    const page = await staticPage(path);
    const list = page.all('main p').find((p) => textOf(p).startsWith('Reglas especiales:'))!;
    const text = textOf(list).replace(/\s+/g, ' ');
    expect(text).toContain(`${name} (su texto no está en esta carta; está en «`);
    expect(page.all(`a[href="${href}"]`, list)).toHaveLength(1);
  });

  it('Aniquilación marca sus 8 tramos supuestos en la tabla y en la calculadora', async () => {
    const annihilation = await staticPage('/its/misiones/aniquilacion/');
    expect(annihilation.all(`${sectionOf('puntuacion')} .assumed`)).toHaveLength(8);
    expect(annihilation.text(sectionOf('calculadora'))).toMatch(/Tramos supuestos/);
  });

  it('Supremacía enlaza «Carta INTELCOM (Bastimento)» y «Dominar ZO» a su explicación', async () => {
    const supremacy = await staticPage('/its/misiones/supremacia/');
    const links = supremacy.all('a');
    const hrefOf = (text: RegExp) => links.find((a) => text.test(textOf(a)))?.properties['href'];
    expect(hrefOf(/Carta INTELCOM \(Bastimento\)/)).toBe(
      '/its/misiones/capturar-y-proteger/#carta-intelcom-bastimento',
    );
    expect(hrefOf(/^Dominar ZO$/)).toBe('#dominar-zona-de-operaciones');
  });

  it.each(['primera-jornada', 'segunda-jornada', 'tercera-jornada'])(
    '/its/ligas/%s/ no tiene un «Clasificado» vacío',
    async (slug) => {
      const round = await staticPage(`/its/ligas/${slug}/`);
      expect(round.all('#clasificado')).toHaveLength(0);
    },
  );

  it('/its/ligas/cuarta-jornada/ conserva su «Clasificado»', async () => {
    const fourthRound = await staticPage('/its/ligas/cuarta-jornada/');
    expect(fourthRound.text(`${sectionOf('clasificado')} p`)).toMatch(/2 Objetivos Clasificados/);
  });
});
