/**
 * `npm run bench -- --lighthouse`: Lighthouse's four scores (mobile, its default settings) for
 * each kind of page of the built `dist/`, served on localhost, in Debian's Chromium (CHROMIUM)
 * started by chrome-launcher headless and without sandbox; nothing leaves the machine.
 * LH_RUNS (or RUNS) runs per page (default 1): the median score of each category, and every
 * audit that cost a point in any run, so that what stops 100 is named. Every kind of page with an
 * island is listed. `DIST` measures another build (default `dist/`), `LH_PAGES=torneo,mision`
 * only those kinds. Results go to stdout and `.cache/lighthouse.json`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../scripts/serve.ts';
import { median } from './median.ts';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

export const LIGHTHOUSE_PAGES: Record<string, string> = {
  regla: '/reglas/trabado/',
  faq: '/reglas/faq/',
  'capitulo-its': '/its/reglas/normas-basicas/',
  mision: '/its/misiones/aniquilacion/',
  inicio: '/',
  torneo: '/its/torneo/',
  escaramuza: '/escaramuza/',
  // Pages to print: a mission's card (QR code inline) and a quick reference (one per line).
  tarjeta: '/its/misiones/rescate/tarjeta/',
  referencia: '/reglas/referencia/ordenes/',
  // Every other page that mounts an island.
  liga: '/its/ligas/primera-jornada/',
  puntuacion: '/its/puntuacion/',
  refuerzos: '/reglas/refuerzos/',
  'escaramuza-reglas': '/escaramuza/reglas/',
  'escaramuza-tablas': '/escaramuza/tablas/',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function benchLighthouse(root: string): Promise<void> {
  const runs = Number(process.env['LH_RUNS'] ?? process.env['RUNS'] ?? 1);
  const only = process.env['LH_PAGES']?.split(',');
  const pages = Object.entries(LIGHTHOUSE_PAGES).filter(([kind]) => !only || only.includes(kind));
  const server = await startServer(path.resolve(root, process.env['DIST'] ?? 'dist'), 0);
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const load = async () => (await readFile('/proc/loadavg', 'utf8').catch(() => '?')).split(' ')[0];
  const report: Record<string, unknown> = { runs, loadAverageBefore: await load() };
  try {
    for (const [kind, url] of pages) {
      const scores: Record<string, number[]> = {};
      const lost = new Set<string>();
      const blocking: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse no devolvió nada para ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
        blocking.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        for (const category of CATEGORIES) {
          const { score, auditRefs } = lhr.categories[category]!;
          (scores[category] ??= []).push(Math.round((score ?? 0) * 100));
          for (const ref of auditRefs) {
            const audit = lhr.audits[ref.id]!;
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              lost.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
      report[kind] = {
        url,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c]!)])),
        totalBlockingTimeMs: median(blocking),
        lost: [...lost],
      };
    }
  } finally {
    chrome.kill();
    server.close();
  }
  report['loadAverageAfter'] = await load();
  await mkdir(path.join(root, '.cache'), { recursive: true });
  await writeFile(path.join(root, '.cache/lighthouse.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
}
