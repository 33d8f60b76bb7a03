import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
const root = join(import.meta.dirname, '../..');

/** Scrolls the calculator into view (islands are `client:visible`) and waits for its hydration. */
async function hydrated(page: Page, selector = 'form.calculator'): Promise<Locator> {
  const form = page.locator(selector).first();
  await form.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel)?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  }, selector);
  return form;
}

const side = (form: Locator, name: 'Jugador A' | 'Jugador B') =>
  form.getByRole('group', { name, exact: true });

describe('calculadora de misión', () => {
  it('puntúa a los dos jugadores de Aniquilación: PO, PT y ganador', async () => {
    const page = await browser.open('/its/misiones/aniquilacion/');
    const form = await hydrated(page);
    await form.getByLabel('Nivel del torneo').selectOption('mid');
    const a = side(form, 'Jugador A');
    await a.getByLabel('Puntos de Ejército del enemigo eliminados').fill('160');
    await a.getByLabel('Puntos de Ejército propios supervivientes').fill('200');
    await a.getByLabel('Eliminar al DataTracker enemigo').check();
    const b = side(form, 'Jugador B');
    await b.getByLabel('Puntos de Ejército del enemigo eliminados').fill('80');
    await b.getByLabel('Puntos de Ejército propios supervivientes').fill('100');

    const result = form.locator('.calc-result');
    // Mid-Tier: 151-250 → 3, 151-250 → 3, DataTracker 2 = 8; 75-150 → 1 twice = 2.
    await expect(result.getByRole('heading', { name: /Jugador A:/ }).innerText()).resolves.toBe(
      'Jugador A: 8 PO de 10',
    );
    await expect(result.getByRole('heading', { name: /Jugador B:/ }).innerText()).resolves.toBe(
      'Jugador B: 2 PO de 10',
    );
    await expect(result.innerText()).resolves.toContain('Victoria Total: 3 Puntos de Torneo');
    await expect(result.innerText()).resolves.toContain('Derrota: 0 Puntos de Torneo');
    await expect(result.locator('.calc-verdict').innerText()).resolves.toBe(
      'Gana Jugador A por 6 PO.',
    );
  });

  it('la URL copiada reabre la calculadora con los mismos valores', async () => {
    const page = await browser.open('/its/misiones/aniquilacion/');
    const form = await hydrated(page);
    await form.getByLabel('Nivel del torneo').selectOption('low');
    await side(form, 'Jugador A')
      .getByLabel('Puntos de Ejército del enemigo eliminados')
      .fill('120');
    await side(form, 'Jugador B').getByLabel('Eliminar al DataTracker enemigo').check();
    // URL writes are batched: wait until the address stops changing, then copy it.
    let previous = '';
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => location.search);
          const settled = now === previous && now.includes('mision=');
          previous = now;
          return settled;
        },
        { interval: 300, timeout: 10_000 },
      )
      .toBe(true);
    const url = new URL(page.url());

    const again = await browser.open(`${url.pathname}${url.search}`);
    const form2 = await hydrated(again);
    // The island reads the link's state in an effect, a frame after hydration.
    await expect.poll(() => form2.getByLabel('Nivel del torneo').inputValue()).toBe('low');
    await expect
      .poll(() =>
        side(form2, 'Jugador A')
          .getByLabel('Puntos de Ejército del enemigo eliminados')
          .inputValue(),
      )
      .toBe('120');
    await expect
      .poll(() =>
        side(form2, 'Jugador B').getByLabel('Eliminar al DataTracker enemigo').isChecked(),
      )
      .toBe(true);
    // Low-Tier 101-150 → 3 OP against 2 OP.
    await expect(form2.locator('.calc-verdict').innerText()).resolves.toBe(
      'Gana Jugador A por 1 PO.',
    );
  });

  it('una jornada de liga tiene su calculadora', async () => {
    const page = await browser.open('/its/ligas/sexta-jornada/');
    const form = await hydrated(page);
    await side(form, 'Jugador A')
      .getByLabel('Por cada Antena Capturada al acabar la partida')
      .fill('2');
    await expect(form.locator('.calc-verdict').innerText()).resolves.toBe(
      'Gana Jugador A por 6 PO.',
    );
  });
});

describe('calculadora de clasificación', () => {
  it('4 jugadores, 2 rondas y un Bye: el orden esperado', async () => {
    const page = await browser.open('/its/torneo/');
    // The page's second form: the organiser of a whole event comes first.
    const form = await hydrated(page, 'form[aria-label="Calculadora de clasificación"]');
    await form.getByLabel('Jugadores (uno por línea)').fill('Ana\nBerto\nCarla\nDani');
    // Round 1: Ana 8–2 Berto; Carla has the Bye (Dani joins in round 2).
    // Round 2: Carla 6–3 Ana; Berto 5–5 Dani.
    const games: {
      round: string;
      a: string;
      b?: string;
      op?: [string, string];
      vp?: [string, string];
    }[] = [
      { round: '1', a: 'Ana', b: 'Berto', op: ['8', '2'], vp: ['200', '50'] },
      { round: '1', a: 'Carla' },
      { round: '2', a: 'Carla', b: 'Ana', op: ['6', '3'], vp: ['180', '100'] },
      { round: '2', a: 'Berto', b: 'Dani', op: ['5', '5'], vp: ['120', '90'] },
    ];
    for (const [i, g] of games.entries()) {
      await form.getByRole('button', { name: 'Añadir partida' }).click();
      const row = form.getByRole('group', { name: `Partida ${i + 1}`, exact: true });
      await row.getByLabel('Ronda').fill(g.round);
      await row.getByLabel('Jugador A', { exact: true }).selectOption(g.a);
      if (!g.b) {
        await row.getByLabel('Bye (descansa)').check();
        continue;
      }
      await row.getByLabel('Jugador B', { exact: true }).selectOption(g.b);
      await row.getByLabel('PO de A').fill(g.op![0]);
      await row.getByLabel('PO de B').fill(g.op![1]);
      await row.getByLabel('PV de A').fill(g.vp![0]);
      await row.getByLabel('PV de B').fill(g.vp![1]);
    }
    const names = await form.locator('table.calc-table tbody th[scope="row"]').allInnerTexts();
    // TP: Carla 2 (Bye) + 2 = 4; Ana 3 + 0 = 3; Berto 0 + 1 = 1 with 7 OP; Dani 1 with 5 OP.
    expect(names).toEqual(['Carla', 'Ana', 'Berto', 'Dani']);
    const tp = await form.locator('table.calc-table tbody tr td:nth-of-type(2)').allInnerTexts();
    expect(tp).toEqual(['4', '3', '1', '1']);
  });
});

const CALCULATOR_PAGES = [
  '/its/misiones/aniquilacion/',
  '/its/ligas/primera-jornada/',
  '/its/torneo/',
  '/its/puntuacion/',
];

describe('calculadoras a 390 px', () => {
  it.each(CALCULATOR_PAGES)(
    '%s: sin scroll horizontal y cada control con su etiqueta',
    async (path) => {
      const page = await browser.open(path, { width: 390 });
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const unlabelled = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'form.calculator input, form.calculator select, form.calculator textarea',
          ),
        ]
          .filter(
            (el) => (el as HTMLInputElement).labels?.length === 0 && !el.getAttribute('aria-label'),
          )
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unlabelled).toEqual([]);
    },
  );
});

describe('islas', () => {
  it('cada isla pesa menos de 15 KB gzip con todo lo que importa', () => {
    const dir = join(root, 'dist/_astro');
    const files = readdirSync(dir);
    const gz = (f: string) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
    const closure = (f: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(f)) return seen;
      seen.add(f);
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(
        /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g,
      ))
        closure(m[1]!, seen);
      return seen;
    };
    const renderer = files.find((f) => f.startsWith('client.'))!;
    const islands = files.filter((f) => /^(\w+Calculator|RollButton)\.[\w-]+\.js$/.test(f));
    expect(islands.some((f) => f.startsWith('MissionCalculator.'))).toBe(true);
    for (const island of islands) {
      const all = closure(renderer, closure(island));
      const total = [...all].reduce((s, f) => s + gz(f), 0);
      expect([island, total < 15_000]).toEqual([island, true]);
    }
  });

  it('la página de una misión no carga la puntuación de las demás', async () => {
    const html = readFileSync(join(root, 'dist/its/misiones/aniquilacion/index.html'), 'utf8');
    expect(html).not.toContain('primera-jornada');
    const island = readdirSync(join(root, 'dist/_astro')).find((f) =>
      f.startsWith('MissionCalculator.'),
    )!;
    expect(readFileSync(join(root, 'dist/_astro', island), 'utf8')).not.toContain('adquisicion');
  });
});
