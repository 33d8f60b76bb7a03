/**
 * Every FAQ and errata ruling has a page of its own (`/reglas/<regla>/faq/<id>/`) that a forum's
 * or chat's crawler previews as the ruling: read here over HTTP as such a crawler reads it, with
 * no script run. Then its weight before interaction, and the FAQ index's filter by several rules.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { pngSize } from '../helpers/png.ts';
import { PREVIEW_TEXT_MAX } from '../../src/lib/preview-text.ts';
import { pageWeight } from '../../tools/lib/page-weight.ts';

const browser = useBrowser();
const squash = (text: string) => text.replace(/\s+/g, '');
const meta = (tree: Root, key: string) =>
  select(`meta[property="${key}"], meta[name="${key}"]`, tree)?.properties['content'] as
    string | undefined;

/** Every ruling box of every rule page: its question, answer and own page, as dist/ has them. */
async function rulingBoxes() {
  const boxes: { page: string; question: string; answer: string; url: string }[] = [];
  for (const slug of await readdir(path.join(DIST_DIR, 'reglas'))) {
    const html = await readFile(path.join(DIST_DIR, 'reglas', slug, 'index.html'), 'utf8').catch(
      () => '',
    );
    if (!html.includes('class="faqbox')) continue;
    const tree = fromHtml(html);
    for (const box of selectAll('section.faqbox', tree))
      boxes.push({
        page: slug,
        question: toString(select('.faqbox__heading', box)!),
        answer: toString(select('.faqbox__answer > div', box)!),
        url: `/reglas/${slug}/${box.properties['dataRuling'] as string}`,
      });
  }
  return boxes;
}

describe('la página propia de cada resolución, leída por un rastreador sin JavaScript', () => {
  it('og:title es la pregunta, og:description la respuesta y og:image una tarjeta PNG de 1200×630 que existe', async () => {
    const boxes = await rulingBoxes();
    expect(boxes.length).toBeGreaterThan(50);
    const images = new Set<string>();
    for (const box of boxes) {
      const response = await fetch(`${browser.baseUrl}${box.url}`);
      expect(response.status, box.url).toBe(200);
      const tree = fromHtml(await response.text());
      expect(meta(tree, 'og:title'), box.url).toBe(box.question.replace(/\s+/g, ' ').trim());
      expect(meta(tree, 'twitter:title'), box.url).toBe(meta(tree, 'og:title'));
      const description = meta(tree, 'og:description')!;
      expect(description.length, box.url).toBeLessThanOrEqual(PREVIEW_TEXT_MAX);
      // The answer, or its start cut at a word with an ellipsis.
      if (description.endsWith('…')) {
        expect(squash(box.answer).startsWith(squash(description.slice(0, -1))), box.url).toBe(true);
        expect(box.answer.replace(/\s+/g, ' ').trim().length).toBeGreaterThan(PREVIEW_TEXT_MAX - 1);
      } else expect(squash(description), box.url).toBe(squash(box.answer));
      const image = meta(tree, 'og:image')!;
      expect(new URL(image).pathname).toBe(`${box.url}og.png`);
      expect(meta(tree, 'og:url')).toBe(new URL(box.url, image).href);
      images.add(new URL(image).pathname);
    }
    for (const image of images) {
      const response = await fetch(`${browser.baseUrl}${image}`);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), image).toEqual({
        width: 1200,
        height: 630,
      });
    }
  }, 120_000);

  it('muestra la pregunta, la respuesta, tipo, versión, fecha, edición, reglas relacionadas y su caja', async () => {
    const url = '/reglas/trabado/faq/se-puede-esquivar-un-ataque-berserk/';
    const page = await browser.open(url, { javaScript: false, width: 390 });
    await expect(page.locator('h1').innerText()).resolves.toBe(
      '¿Se puede esquivar un ataque Berserk?',
    );
    await expect(page.locator('.faqbox__answer').innerText()).resolves.toContain(
      'Berserk no produce Tiradas Enfrentadas',
    );
    const facts = await page.locator('.ruling-facts').innerText();
    for (const fact of ['FAQ', 'N4 FAQ', '1.0', 'enero 2021', 'N4']) expect(facts).toContain(fact);
    await expect(page.locator('#reglas-relacionadas + ul a').allInnerTexts()).resolves.toEqual([
      'Berserk',
      'Trabado',
    ]);
    await page.locator('a', { hasText: 'Ver esta resolución en la página de Trabado' }).click();
    await page.waitForURL('**/reglas/trabado/#faq-se-puede-esquivar-un-ataque-berserk');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('la caja de la página de la regla enlaza a la página propia', async () => {
    const page = await browser.open('/reglas/trabado/', { javaScript: false });
    const box = page.locator('[data-faq="faq-se-puede-esquivar-un-ataque-berserk"]');
    await box.locator('a', { hasText: 'Página de esta resolución' }).click();
    await page.waitForURL('**/reglas/trabado/faq/se-puede-esquivar-un-ataque-berserk/');
  });

  it('cabe en el presupuesto de una página de regla: ≤ 30 KB antes de interactuar, ≤ 5 KB de JavaScript, ningún script pedido', async () => {
    // A context of its own, nothing cached: everything the page needs is counted.
    const opened = await browser.open('/', { fresh: true });
    const context = await opened.context().browser()!.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const { total, scriptRequests, inlineScripts } = await pageWeight(
      page,
      `${browser.baseUrl}/reglas/salto-de-combate/faq/si-una-tropa-utiliza-una-habilidad-de-despliegue/`,
    );
    await context.close();
    expect(scriptRequests).toBe(0);
    expect(inlineScripts).toBeLessThanOrEqual(5 * 1024);
    expect(total + inlineScripts).toBeLessThanOrEqual(30 * 1024);
  });
});

/** Every ruling page of dist/ (`reglas/<regla>/faq/<id>/index.html`), as a site path and its HTML. */
async function rulingPages() {
  const pages: { url: string; html: string }[] = [];
  for (const file of await readdir(path.join(DIST_DIR, 'reglas'), { recursive: true }))
    if (/^[^/]+\/faq\/[^/]+\/index\.html$/.test(file))
      pages.push({
        url: `/reglas/${path.dirname(file)}/`,
        html: await readFile(path.join(DIST_DIR, 'reglas', file), 'utf8'),
      });
  return pages;
}

describe('cada página de resolución, leída de dist/', () => {
  it('cabe en el presupuesto: HTML y CSS ≤ 30 KB gzip, JavaScript en línea ≤ 5 KB, ningún script pedido', async () => {
    const pages = await rulingPages();
    expect(pages.length).toBeGreaterThan(50);
    const gzip = (text: string | Buffer) => gzipSync(text).length;
    for (const { url, html } of pages) {
      const tree = fromHtml(html);
      expect(selectAll('script[src]', tree), url).toEqual([]);
      const code = selectAll('script', tree)
        .filter((s) => !/json/.test(String(s.properties['type'] ?? '')))
        .map((s) => toString(s));
      expect(
        code.reduce((sum, text) => sum + gzip(text), 0),
        url,
      ).toBeLessThanOrEqual(5 * 1024);
      let css = 0;
      for (const link of selectAll('link[rel~="stylesheet"]', tree))
        css += gzip(await readFile(path.join(DIST_DIR, link.properties['href'] as string)));
      expect(gzip(html) + css, url).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it('og:image de cada una nombra un PNG de 1200×630 que está en dist/', async () => {
    for (const { url, html } of await rulingPages()) {
      const image = meta(fromHtml(html), 'og:image');
      expect(image, url).toBeDefined();
      const file = path.join(DIST_DIR, new URL(image!).pathname);
      expect(pngSize(new Uint8Array(await readFile(file))), url).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });
});

describe('el índice de FAQ filtrado por varias reglas', () => {
  it('con ?con=berserk,trabado lista cada resolución de ambas; la elección vive en la dirección', async () => {
    const page = await browser.open('/reglas/faq/?con=berserk,trabado');
    const results = page.locator('[data-results] li');
    await results.first().waitFor();
    const questions = await results.locator('a').allInnerTexts();
    expect(questions).toContain('¿Se puede esquivar un ataque Berserk?');
    expect(questions).toContain(
      '¿Se puede declarar Berserk si se empieza la Orden en Estado Trabado?',
    );
    for (const href of await results
      .locator('a')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href'))))
      expect(href).toMatch(/^\/reglas\/[a-z0-9-]+\/faq\/[a-z0-9-]+\/$/);
    await expect(page.locator('[data-faq-filter] [role="status"]').innerText()).resolves.toMatch(
      new RegExp(`^${questions.length} resoluci`),
    );
    // One rule less: the address says so, and the list grows.
    await page.locator('[data-chosen] button', { hasText: '×' }).last().click();
    expect(new URL(page.url()).search).toBe('?con=berserk');
    expect(await results.count()).toBeGreaterThanOrEqual(questions.length);
    // A rule added by its name narrows it again, and the address can be shared as it is.
    await page.locator('[data-faq-filter] input').fill('Trabado');
    await page.locator('[data-faq-filter] button[type="submit"]').click();
    expect(new URL(page.url()).search).toBe('?con=berserk,trabado');
    expect(await results.locator('a').allInnerTexts()).toEqual(questions);
  });

  it('sin JavaScript el filtro no se ve y la página lista todas las resoluciones por grupos', async () => {
    const page = await browser.open('/reglas/faq/?con=berserk,trabado', { javaScript: false });
    expect(await page.locator('[data-faq-filter]').isVisible()).toBe(false);
    expect(await page.locator('main nav .card-list a').count()).toBeGreaterThan(0);
  });

  it('el índice del filtro se guarda para leer sin conexión', async () => {
    const worker = await readFile(path.join(DIST_DIR, 'sw.js'), 'utf8');
    expect(worker).toContain('"url":"reglas/faq/resoluciones.json"');
    expect(worker).toContain('"url":"reglas/faq/index.html"');
    expect(worker).not.toMatch(/og\.png/);
  });
});
