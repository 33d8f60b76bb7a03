import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';
import { LEAGUE_ROUND_PATHS } from './helpers/league-rounds.ts';
import { newEvent, startNextRound } from '../../src/lib/tournament/event-actions.ts';
import { serializeEvent } from '../../src/lib/tournament/event-json.ts';

const browser = useBrowser();
/** Reading a file and re-rendering can take seconds on a loaded two-core machine. */
const POLL = { timeout: 15_000, interval: 200 };

/**
 * The organiser's page played through like an organiser would: registration, scenarios, four
 * rounds of seven players with known results, the saved file, bad input. The expected pairings
 * were worked out by hand from the S10 text (see the comments); the page must reproduce them.
 */

/** Each player's fixed score: in every game a player scores this many OP and 25 × as many VP. */
const STRENGTH: Record<string, number> = {
  Ana: 9,
  Berto: 8,
  Carla: 7,
  Dani: 6,
  Eva: 5,
  Fran: 4,
  Gema: 3,
};
const FACTIONS: Record<string, string> = {
  Ana: 'PanOceanía',
  Berto: 'Yu Jing',
  Carla: 'Ariadna',
  Dani: 'Haqqislam',
  Eva: 'Nómadas',
  Fran: 'Ejército Combinado',
  Gema: 'ALEPH',
};

/** The organiser's form once hydrated (the `ssr` attribute is gone from its island). */
async function hydrated(page: Page): Promise<Locator> {
  const form = page.locator('form[aria-label="Organizador del evento"]');
  await form.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const island = document.querySelector('form.tournament')?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  });
  return form;
}

/**
 * The organiser island, hydrated and with its rules chunk loaded (`data-ready`): the chunk loads
 * on first use, so the helper does what a reader does first, focusing the form's first field.
 */
async function organiser(page: Page): Promise<Locator> {
  const form = await hydrated(page);
  await form.locator('input, select, button').first().focus();
  await page.waitForSelector('form.tournament[data-ready="true"]');
  return form;
}

async function register(form: Locator, name: string, pin = '', faction = ''): Promise<void> {
  const group = form.getByRole('group', { name: 'Inscribir jugador' });
  await group.getByLabel('Nombre').fill(name);
  await group.getByLabel('PIN ITS').fill(pin);
  await group.getByLabel('Facción o ejército sectorial').fill(faction);
  await group.getByRole('button', { name: 'Inscribir' }).click();
}

/** The pairings table of a round as "table:A-B" strings, and its Bye. */
async function pairings(form: Locator, round: number, label = 'ronda') {
  const table = form.getByRole('table', { name: `Emparejamientos de la ${label} ${round}` });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent ?? '')),
    );
  return {
    pairs: rows.filter(([t]) => t !== '—').map(([t, a, b]) => `${t}:${a}-${b}`),
    bye: rows.find(([t]) => t === '—')?.[1] ?? null,
  };
}

async function enterResults(form: Locator, round: number): Promise<void> {
  const { pairs } = await pairings(form, round);
  for (const pair of pairs) {
    const [, table, a, b] = /^(\d+):(.+)-(.+)$/.exec(pair)!;
    const group = form.getByRole('group', {
      name: `Resultado de la mesa ${table}: ${a} contra ${b}`,
    });
    await group.getByLabel(`PO de ${a!}`).fill(String(STRENGTH[a!]));
    await group.getByLabel(`PO de ${b!}`).fill(String(STRENGTH[b!]));
    await group.getByLabel(`PV de ${a!}`).fill(String(STRENGTH[a!]! * 25));
    await group.getByLabel(`PV de ${b!}`).fill(String(STRENGTH[b!]! * 25));
    await group.getByRole('button', { name: /^Guardar resultado/ }).click();
  }
}

async function standingsRows(form: Locator): Promise<string[]> {
  return form
    .locator('.tournament-standings tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '').join(' ')),
    );
}

describe('organizador de torneo', () => {
  it('7 jugadores y 4 rondas sin conexión: emparejamientos, Byes, clasificación; el archivo lo reabre igual', async () => {
    const page = await browser.open('/its/torneo/');
    const form = await organiser(page);
    // Everything below runs with the network off: the page must not need it once loaded.
    await page.context().setOffline(true);

    await form.getByLabel('Nombre del evento').fill('Torneo de prueba');
    await form.getByLabel('Rondas').selectOption('4');
    for (const [i, slug] of ['aniquilacion', 'adquisicion', 'supremacia', 'tiroteo'].entries())
      await form.getByLabel(`Escenario de la Ronda ${i + 1}`).selectOption(slug);
    await form.getByLabel('Semilla del sorteo de la Ronda 1').fill('prueba');
    for (const [i, name] of Object.keys(STRENGTH).entries())
      await register(form, name, String(1000 + i), FACTIONS[name]);

    // Round 1 is the seeded draw of "prueba"; the odd player out gets the Bye.
    await form.getByRole('button', { name: 'Emparejar ronda 1' }).click();
    expect(await pairings(form, 1)).toEqual({
      pairs: ['1:Gema-Ana', '2:Eva-Dani', '3:Berto-Fran'],
      bye: 'Carla',
    });
    await enterResults(form, 1);

    // After round 1: Ana 3 TP (9–3), Berto 2 TP 8 OP, Dani 2 TP 6 OP, Carla 2 TP 0 OP (Bye),
    // Eva 0 TP 5 OP, Fran 0 TP 4 OP, Gema 0 TP 3 OP. Gema, last, has the Bye.
    await form.getByRole('button', { name: 'Emparejar ronda 2' }).click();
    expect(await pairings(form, 2)).toEqual({
      pairs: ['1:Ana-Berto', '2:Dani-Carla', '3:Eva-Fran'],
      bye: 'Gema',
    });
    await enterResults(form, 2);

    // After round 2: Ana 5/18, Carla 4/7, Dani 2/12, Gema 2/3 (Bye), Berto 2/16 …: Berto 16 OP
    // is above Dani; Fran (0 TP) is last without a Bye.
    await form.getByRole('button', { name: 'Emparejar ronda 3' }).click();
    expect(await pairings(form, 3)).toEqual({
      pairs: ['1:Ana-Carla', '2:Berto-Dani', '3:Eva-Gema'],
      bye: 'Fran',
    });
    await enterResults(form, 3);

    // Round 4: Gema is last but had a Bye, Fran too; the Bye moves up to Dani. Ana and Berto
    // meet again: the text does not forbid rematches and the option is off.
    await form.getByRole('button', { name: 'Emparejar ronda 4' }).click();
    expect(await pairings(form, 4)).toEqual({
      pairs: ['1:Ana-Berto', '2:Eva-Carla', '3:Fran-Gema'],
      bye: 'Dani',
    });
    await enterResults(form, 4);

    // Final standings, Byes rescaled: Carla 21 OP in 3 games → 21 × 4 / 3 = 28.
    const final = [
      '1 Ana PanOceanía 9 36 900 72',
      '2 Carla Ariadna 6 28 700 80',
      '3 Berto Yu Jing 4 32 800 76',
      '4 Dani Haqqislam 4 24 600 80',
      '5 Eva Nómadas 4 20 500 80',
      '6 Fran Ejército Combinado 4 16 400 64',
      '7 Gema ALEPH 2 12 300 72',
    ];
    expect(await standingsRows(form)).toEqual(final);
    await expect(form.getByRole('table', { name: /^Clasificación final/ }).count()).resolves.toBe(
      1,
    );
    await expect(form.getByRole('button', { name: /^Emparejar/ }).count()).resolves.toBe(0);

    // Save the event, open the page in a fresh browser context (no localStorage) and load it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Guardar evento (JSON)' }).click(),
    ]);
    // The browser is shared over a connection (tests/e2e/helpers/global-setup.ts), so the file
    // is copied here with saveAs(); path() only works with a browser launched by this process.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'evento-')), 'evento-its.json');
    await download.saveAs(file);
    const saved = readFileSync(file, 'utf8');
    const other = await browser.open('/its/torneo/');
    const form2 = await organiser(other);
    await form2.getByLabel('Cargar evento (JSON)').setInputFiles({
      name: 'evento-its.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    });
    await expect.poll(() => standingsRows(form2), POLL).toEqual(final);
    for (const round of [1, 2, 3, 4])
      expect(await pairings(form2, round)).toEqual(await pairings(form, round));
    expect(await other.evaluate(() => localStorage.getItem('its-evento'))).toBe(saved);

    // A reload restores the event from localStorage.
    await other.reload();
    const form3 = await organiser(other);
    await expect.poll(() => standingsRows(form3), POLL).toEqual(final);
    // About 60 fields filled one by one on a shared two-core machine.
  }, 240_000);

  it('las reglas (event-engine) se cargan al primer uso, no al hidratar; un clic antes de que lleguen funciona', async () => {
    const page = await browser.open('/its/torneo/');
    const engine: string[] = [];
    page.on('request', (request) => {
      if (/\/event-engine\.[^/]*\.js$/.test(request.url())) engine.push(request.url());
    });
    const form = await hydrated(page);
    // Hydrated and idle (an idle callback runs once the tasks hydration queued have run):
    // nothing has asked for the rules yet.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    expect(engine).toEqual([]);
    await expect(form.getAttribute('data-ready')).resolves.toBeNull();
    // The first click both starts the download and waits for it: with no players the pairing
    // is refused with the library's own message, which proves the rules ran.
    await form.getByRole('button', { name: 'Emparejar ronda 1' }).click();
    await expect
      .poll(() => form.getByRole('alert').last().innerText(), POLL)
      .toBe('Inscribe al menos dos jugadores.');
    expect(engine).toHaveLength(1);
    await expect(form.getAttribute('data-ready')).resolves.toBe('true');

    // A stored event needs the rules at once: they load with no interaction and show it.
    await page.evaluate(
      (text) => localStorage.setItem('its-evento', text),
      serializeEvent({ ...newEvent('tournament', 'x'), name: 'Guardado' }),
    );
    await page.reload();
    await hydrated(page);
    await page.waitForSelector('form.tournament[data-ready="true"]');
    await expect(form.getByLabel('Nombre del evento').inputValue()).resolves.toBe('Guardado');
  }, 60_000);

  it('un jugador repetido, un resultado por encima del máximo y un archivo malo: mensaje claro y nada perdido', async () => {
    const page = await browser.open('/its/torneo/');
    const form = await organiser(page);
    await form.getByLabel('Escenario de la Ronda 1').selectOption('aniquilacion');
    await form.getByLabel('Escenario de la Ronda 2').selectOption('supremacia');
    await form.getByLabel('Escenario de la Ronda 3').selectOption('tiroteo');
    await register(form, 'Ana', '1', 'PanOceanía');
    await register(form, 'Berto', '2', 'Yu Jing');

    // The same player twice (case and spaces aside) is refused; what was typed stays.
    await register(form, ' ana ', '77', 'Nómadas');
    const group = form.getByRole('group', { name: 'Inscribir jugador' });
    await expect(group.getByRole('alert').innerText()).resolves.toContain('«Ana» ya está inscrito');
    await expect(group.getByLabel('Nombre').inputValue()).resolves.toBe(' ana ');
    await expect(group.getByLabel('Facción o ejército sectorial').inputValue()).resolves.toBe(
      'Nómadas',
    );
    await expect(form.locator('table.tournament-players tbody tr').count()).resolves.toBe(2);

    // The same scenario twice is refused when pairing.
    await form.getByLabel('Escenario de la Ronda 3').selectOption('aniquilacion');
    await form.getByRole('button', { name: 'Emparejar ronda 1' }).click();
    await expect(form.getByRole('alert').last().innerText()).resolves.toContain(
      'no se puede repetir un escenario',
    );
    await form.getByLabel('Escenario de la Ronda 3').selectOption('tiroteo');
    await form.getByRole('button', { name: 'Emparejar ronda 1' }).click();

    // 11 OP is above Aniquilación's maximum of 10: a message, and the other fields keep their values.
    const result = form.getByRole('group', { name: /^Resultado de la mesa 1/ });
    const [first, second] = (await result.locator('legend').first().innerText())
      .replace(/^.*: /, '')
      .split(' contra ');
    await result.getByLabel(`PO de ${first!}`).fill('11');
    await result.getByLabel(`PO de ${second!}`).fill('4');
    await result.getByLabel(`PV de ${first!}`).fill('250');
    await result.getByLabel(`PV de ${second!}`).fill('100');
    await result.getByRole('button', { name: /^Guardar resultado/ }).click();
    await expect(result.getByRole('alert').innerText()).resolves.toBe(
      `PO de ${first!}: no puede ser mayor que 10.`,
    );
    await expect(result.getByLabel(`PV de ${first!}`).inputValue()).resolves.toBe('250');
    await expect(
      form.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).innerText(),
    ).resolves.toContain('pendiente');
    await result.getByLabel(`PO de ${first!}`).fill('10');
    await result.getByRole('button', { name: /^Guardar resultado/ }).click();
    await expect(
      form.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).innerText(),
    ).resolves.toContain('10–4 PO (250–100 PV)');

    // Undo asks first (a result would be lost), then the round is gone and can be paired again.
    page.once('dialog', (dialog) => void dialog.accept());
    await form.getByRole('button', { name: 'Deshacer la ronda 1' }).click();
    await expect(
      form.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).count(),
    ).resolves.toBe(0);
    await form.getByRole('button', { name: 'Emparejar ronda 1' }).click();
    await expect(
      form.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).innerText(),
    ).resolves.toContain('pendiente');

    // A file that is not an event leaves the event as it was.
    const before = await page.evaluate(() => localStorage.getItem('its-evento'));
    await form.getByLabel('Cargar evento (JSON)').setInputFiles({
      name: 'malo.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ app: 'its-evento', version: 1, players: 'x' })),
    });
    await expect
      .poll(() => form.getByRole('alert').last().innerText(), POLL)
      .toContain('«malo.json»: El archivo no es un evento de esta página');
    expect(await page.evaluate(() => localStorage.getItem('its-evento'))).toBe(before);
    await expect(form.locator('table.tournament-players tbody tr').count()).resolves.toBe(2);
  }, 120_000);
});

describe('organizador de liga', () => {
  it('Escalation League: seis jornadas fijas y un resultado puntuado con los objetivos de la jornada', async () => {
    const page = await browser.open('/its/torneo/', { width: 390 });
    const form = await organiser(page);
    await form.getByLabel('Formato').selectOption('league');
    // The six rounds are fixed, with a link to each one's page.
    const rounds = await form
      .locator('.tournament-missions a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(rounds).toEqual(LEAGUE_ROUND_PATHS);
    await expect(form.getByLabel('Rondas').count()).resolves.toBe(0);
    for (const name of ['Ana', 'Berto', 'Carla', 'Dani']) await register(form, name);
    await form.getByRole('button', { name: 'Emparejar jornada 1' }).click();
    await expect(
      form.getByRole('heading', { name: 'Jornada 1: Primera jornada' }).count(),
    ).resolves.toBe(1);

    // Table 1 scored through the jornada's objectives: 95 killed (91+ → 5 OP) and 60 surviving
    // (51–80 → 3 OP) against 40 killed (30–50 → 1 OP) and 20 surviving (0 OP).
    const { pairs } = await pairings(form, 1, 'jornada');
    const [, a, b] = /^1:(.+)-(.+)$/.exec(pairs[0]!)!;
    const group = form.getByRole('group', { name: `Resultado de la mesa 1: ${a!} contra ${b!}` });
    await group.getByLabel('Cómo anotar').selectOption('mission');
    const side = (name: string) => group.getByRole('group', { name: `Objetivos de ${name}` });
    await side(a!).getByLabel('Puntos de Ejército del enemigo eliminados').fill('95');
    await side(a!).getByLabel('Puntos de Ejército propios supervivientes').fill('60');
    await side(b!).getByLabel('Puntos de Ejército del enemigo eliminados').fill('40');
    await side(b!).getByLabel('Puntos de Ejército propios supervivientes').fill('20');
    await group.getByLabel(`PV de ${a!}`).fill('60');
    await group.getByLabel(`PV de ${b!}`).fill('20');
    await group.getByRole('button', { name: /^Guardar resultado/ }).click();
    await expect(
      form.getByRole('table', { name: 'Emparejamientos de la jornada 1' }).innerText(),
    ).resolves.toContain('8–1 PO (60–20 PV)');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }, 120_000);
});

describe('impresión', () => {
  it('los emparejamientos de una ronda de 64 jugadores caben en una página A4', async () => {
    const event = startNextRound({
      ...newEvent('tournament', 'impresion'),
      roundCount: 6,
      missions: ['aniquilacion', 'adquisicion', 'supremacia', 'tiroteo', 'rescate', 'biotecvoro'],
      players: Array.from({ length: 64 }, (_, i) => ({
        name: `Jugadora con nombre largo ${i + 1}`,
        pin: String(i),
        faction: 'PanOceanía',
      })),
    });
    // A4 at 96 dpi is 794 × 1123 px; Chromium's default print margins are about 0.4 in (38 px).
    const page = await browser.open('/its/torneo/', { width: 794 - 2 * 38 });
    await page.evaluate((text) => localStorage.setItem('its-evento', text), serializeEvent(event));
    await page.reload();
    await organiser(page);
    const round = page.locator('.tournament-round--current');
    await expect.poll(() => round.locator('tbody tr').count(), POLL).toBe(32);
    await page.emulateMedia({ media: 'print' });
    const bottom = await round.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
    expect(bottom).toBeLessThanOrEqual(1123 - 2 * 38);
    // Forms, buttons and the rest of the page are not printed; the standings start a new page.
    await expect(page.locator('.tournament-noprint').first().isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Puntos de Torneo' }).isVisible()).resolves.toBe(
      false,
    );
  }, 120_000);
});
