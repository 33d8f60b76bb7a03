import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { seedOutline } from '../its/helpers.ts';
import { parseEntry } from '../../scripts/its/outline/schema.ts';
import { titleCase } from '../../scripts/its/transform/display.ts';

const browser = useBrowser();

describe('páginas ITS', () => {
  it('/its/misiones/ lista las 26 misiones', async () => {
    const page = await browser.open('/its/misiones/');
    const links = await page
      .locator('main a[href^="/its/misiones/"]')
      .evaluateAll((as) => [
        ...new Set(as.map((a) => a.getAttribute('href')).filter((h) => h !== '/its/misiones/')),
      ]);
    expect(links).toHaveLength(26);
    expect(links).toContain('/its/misiones/aniquilacion/');
  });

  it('una misión tiene sus reglas especiales como secciones con id, su puntuación y su calculadora', async () => {
    const page = await browser.open('/its/misiones/adquisicion/');
    const ids = await page
      .locator('#reglas-especiales section[id] > h3')
      .evaluateAll((hs) => hs.map((h) => h.parentElement!.id));
    expect(ids).toEqual(
      expect.arrayContaining(['antenas-de-comunicacion', 'tech-coffin', 'xenotech']),
    );
    // The list of special rules links to those sections.
    await expect(page.locator('main a[href="#tech-coffin"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('#puntuacion table caption').first().innerText()).resolves.toContain(
      'máximo 10 PO',
    );
    await expect(page.locator('#calculadora h2').innerText()).resolves.toBe('Calculadora');
  });

  it('una misión muestra su habilidad como bloque con Requisitos y Efectos', async () => {
    const page = await browser.open('/its/misiones/tiroteo/');
    const skill = page.locator('#panoplias #usar-panoplia');
    await expect(skill.locator('.skillbox__name').innerText()).resolves.toBe('Usar Panoplia');
    await expect(skill.locator('.skillbox__order').innerText()).resolves.toBe('Habilidad Corta');
    await expect(skill.locator('.skill-labels').innerText()).resolves.toContain('Ataque');
    await expect(skill.locator('h4').allInnerTexts()).resolves.toEqual(
      ['Requisitos', 'Efectos'].map((t) => expect.stringMatching(new RegExp(t, 'i'))),
    );
    await expect(skill.locator('ul').first().innerText()).resolves.toContain(
      'contacto peana con peana con una Panoplia',
    );
    // The deployment holds its own text only.
    await expect(page.locator('#despliegue p').allInnerTexts()).resolves.toEqual([
      'Ambos jugadores desplegarán en los lados opuestos de la mesa de juego, en una Zona de Despliegue de 40 cm de profundidad.',
    ]);
    const tres = await browser.open('/its/misiones/tres-en-raya/');
    await expect(
      tres.locator('#antenas #conectar-antenas li').count(),
    ).resolves.toBeGreaterThanOrEqual(5);
  });

  it.each([
    '/its/misiones/tiroteo/',
    '/its/misiones/tres-en-raya/',
    '/its/misiones/adquisicion/',
    '/its/misiones/capturar-y-proteger/',
    '/its/misiones/cuadricula/',
  ])('%s no tiene párrafos que sean sólo un rótulo de columna', async (path) => {
    const page = await browser.open(path);
    const paragraphs = (await page.locator('main p').allInnerTexts()).map((t) => t.trim());
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
    const page = await browser.open('/its/misiones/tiroteo/');
    await expect(page.locator('#puntuacion .scoring-table th small').count()).resolves.toBe(0);
    await expect(
      page.locator('#puntuacion ol.scoring-notes li').first().innerText(),
    ).resolves.toContain('Clasificado');
    await expect(
      page.locator('#puntuacion .scoring-table sup a[href="#nota-puntuacion-1"]').count(),
    ).resolves.toBe(1);
  });

  it('sin JavaScript la misión sigue mostrando su puntuación', async () => {
    const page = await browser.open('/its/misiones/aniquilacion/', { javaScript: false });
    const text = await page.locator('#puntuacion').innerText();
    expect(text).toContain('Eliminar al DataTracker enemigo');
    expect(text).toMatch(/Top-Tier\s+más de 300\s+4/);
  });

  it('/its/ligas/ tiene las 6 jornadas, cada una con su página y calculadora', async () => {
    const page = await browser.open('/its/ligas/');
    const rounds = await page
      .locator('main ol.league-rounds > li h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(rounds).toEqual([
      '/its/ligas/primera-jornada/',
      '/its/ligas/segunda-jornada/',
      '/its/ligas/tercera-jornada/',
      '/its/ligas/cuarta-jornada/',
      '/its/ligas/quinta-jornada/',
      '/its/ligas/sexta-jornada/',
    ]);
    const round = await browser.open('/its/ligas/tercera-jornada/');
    await expect(round.locator('h1').innerText()).resolves.toContain('Jornada 3');
    await expect(round.locator('#calculadora h2').innerText()).resolves.toBe('Calculadora');
  });

  it('/its/objetivos-clasificados/ tiene las dos versiones del mazo', async () => {
    const page = await browser.open('/its/objetivos-clasificados/');
    await expect(page.locator('table.decks thead').innerText()).resolves.toMatch(
      /Estándar\s+Extremo/,
    );
    expect(await page.locator('table.decks td[id$="-estandar"] p').count()).toBeGreaterThan(10);
    expect(await page.locator('table.decks td[id$="-extremo"] p').count()).toBeGreaterThan(10);
    await expect(page.locator('#depredador').count()).resolves.toBe(1);
  });

  it.each([
    ['/its/reglas/reglas-de-torneo/', /PARTICIPANTES\s+4-8\s+9-16\s+17\+/],
    ['/its/reglas/reglas-de-torneo/', /Top-Tier\s+400\s+8/],
    ['/its/reglas/reglas-de-torneo/', /Victoria Total\s+3\s+Diferencia de 5 o más/],
    ['/its/reglas/reglas-de-torneo/', /MOV\s+CC\s+CD\s+FIS\s+VOL\s+BLI\s+PB\s+H\s+S/],
    ['/its/reglas/normas-basicas/', /Torneo\s+K\+15%\s+K=32\s+K-15%/],
  ])('%s muestra %s como tabla', async (path, row) => {
    const page = await browser.open(path);
    const tables = await page.locator('main table').allInnerTexts();
    expect(tables.some((t) => row.test(t))).toBe(true);
  });

  it('Supremacía muestra el perfil de la Consola como tabla: elemento, atributos y valores', async () => {
    const page = await browser.open('/its/misiones/supremacia/');
    const table = page.locator('#consolas .profile-table table');
    await expect(table.locator('thead th').allInnerTexts()).resolves.toEqual(['Nombre', 'Consola']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())),
      );
    expect(rows).toEqual([
      ['Tipo de elemento', 'Escenográfico'],
      ['BLI', '0'],
      ['PB', '0'],
      ['EST', '1'],
      ['TAC', '--'],
      ['PRO', 'Hackeable (Tirada de VOL)'],
    ]);
    // The cells are no longer paragraphs of a rule.
    const paragraphs = await page.locator('#reglas-especiales p').allInnerTexts();
    expect(
      paragraphs.filter((t) =>
        /^(TIPO DE ELEMENTO|NOMBRE|BLI|PB|EST|TAC|PRO|ESCENOGRÁFICO|CONSOLA|\d+|--)$/.test(
          t.trim(),
        ),
      ),
    ).toEqual([]);
  });

  it('La Armería muestra sus tres elementos y el edificio como tablas', async () => {
    const page = await browser.open('/its/misiones/la-armeria/');
    const heads = await page.locator('#la-armeria-zo .profile-table thead').allInnerTexts();
    expect(heads.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual([
      'Nombre Puerta de seguridad Muro Panoplia',
      'Tipo de edificio Armería',
    ]);
    await expect(page.locator('#abrir-puertas-armeria').innerText()).resolves.not.toContain(
      'Tabla de Botín',
    );
    await expect(page.locator('#usar-panoplia').innerText()).resolves.toContain(
      'dos tiradas en la Tabla de Botín',
    );
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
      const page = await browser.open(path);
      const empty = await page
        .locator('#reglas-especiales > section[id]')
        .evaluateAll((ss) =>
          ss.filter((s) => s.querySelectorAll('p, li, table').length === 0).map((s) => s.id),
        );
      expect(empty).toEqual([]);
      const texts = (await page.locator('main p').allInnerTexts()).map((t) => t.trim());
      const mapText =
        /^\d+ ?cm\.?$|\b\d+ ?cm \d \d c m\b|^(?:\S ){2,}\S$|^\d$|^(SECCIÓN|CUADRANTE|ZONA DE DESPLIEGUE) ?[A-D1-4]?$|[.!] (CONSOLA|PANOPLIA|ANTENA|CIVIL)$/;
      expect(texts.filter((t) => mapText.test(t))).toEqual([]);
    },
  );

  it('Altamente Clasificado enlaza Asegurar HVT y el Mazo Clasificado', async () => {
    const page = await browser.open('/its/misiones/altamente-clasificado/');
    await expect(
      page.locator('main a[href="/its/reglas/objetivos-clasificados/#asegurar-hvt"]').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page.locator('main a[href="/its/objetivos-clasificados/"]').count(),
    ).resolves.toBeGreaterThan(0);
  });

  // The built pages, not only the records, follow the printed outline: the same headings in order,
  // none empty, and under each the paragraphs, list items and tables the outline gives it.
  it.each(seedOutline().chapters.map((c) => [c.slug, c] as const))(
    '/its/reglas/%s/ sigue el esquema impreso',
    async (slug, chapter) => {
      const page = await browser.open(`/its/reglas/${slug}/`);
      const sections = await page.locator('main section[id]').evaluateAll((ss) =>
        ss.map((s) => ({
          title: s.querySelector('h2')?.textContent?.trim() ?? '',
          items: [
            ...s.querySelectorAll(
              ':scope > p, :scope > ul > li, :scope > ol > li, :scope > table, :scope > .table-wrap > table',
            ),
          ].map((e) =>
            e.tagName === 'TABLE'
              ? `table:${(e.querySelector('caption') ?? e.querySelector('th'))?.textContent?.trim()}`
              : `${e.tagName === 'P' ? 'p' : 'li'}:${e.textContent?.trim()}`,
          ),
        })),
      );
      const expected = chapter.sections.map((s) => ({
        title: s.title ?? titleCase(parseEntry('h', s.heading!).words),
        items: s.items.flatMap((item) => {
          if (typeof item !== 'string')
            return ['see' in item ? `p:${item.text}` : `table:${item.table}`];
          const e = parseEntry(
            item.slice(0, item.indexOf(':')) as 'p',
            item.slice(item.indexOf(':') + 1),
          );
          return e.kind === 'n' ? [] : [`${e.kind}:${e.words}`];
        }),
      }));
      // The page's own extra section (the tier table of the tournament rules) comes after the printed ones.
      expect(sections.slice(0, expected.length).map((s) => s.title)).toEqual(
        expected.map((s) => s.title),
      );
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
    const armeria = await browser.open('/its/misiones/la-armeria/');
    // Elements are columns (Nombre | Puerta de seguridad | Muro | Panoplia), attributes rows.
    const rows = await armeria
      .locator('#la-armeria-zo .profile-table table')
      .first()
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())),
      );
    expect(rows.find((r) => /^Tipo de elemento$/i.test(r[0]!))?.[1]).toMatch(/^Acceso$/i);
    expect(rows.find((r) => r[0] === 'TAC')?.[1]).toBe('Acceso Estrecho');
    expect(rows.map((r) => r[0]!.toUpperCase())).not.toContain('ACCESO');
  });

  it('Aniquilación marca sus 8 tramos supuestos en la tabla y en la calculadora', async () => {
    const aniquilacion = await browser.open('/its/misiones/aniquilacion/');
    await expect(aniquilacion.locator('#puntuacion .assumed').count()).resolves.toBe(8);
    await expect(aniquilacion.locator('#calculadora').innerText()).resolves.toMatch(
      /Tramos supuestos/,
    );
  });

  it('Supremacía enlaza «Carta INTELCOM (Bastimento)» y «Dominar ZO» a su explicación', async () => {
    const supremacia = await browser.open('/its/misiones/supremacia/');
    await expect(
      supremacia.locator('a', { hasText: 'Carta INTELCOM (Bastimento)' }).getAttribute('href'),
    ).resolves.toBe('/its/misiones/capturar-y-proteger/#carta-intelcom-bastimento');
    await expect(
      supremacia.locator('a', { hasText: /^Dominar ZO$/ }).getAttribute('href'),
    ).resolves.toBe('#dominar-zona-de-operaciones');
  });

  it.each(['primera-jornada', 'segunda-jornada', 'tercera-jornada'])(
    '/its/ligas/%s/ no tiene un «Clasificado» vacío',
    async (slug) => {
      const round = await browser.open(`/its/ligas/${slug}/`);
      await expect(round.locator('#clasificado').count()).resolves.toBe(0);
    },
  );

  it('/its/ligas/cuarta-jornada/ conserva su «Clasificado»', async () => {
    const cuarta = await browser.open('/its/ligas/cuarta-jornada/');
    await expect(cuarta.locator('#clasificado p').first().innerText()).resolves.toMatch(
      /2 Objetivos Clasificados/,
    );
  });
});
