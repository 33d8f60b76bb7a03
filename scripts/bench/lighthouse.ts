/**
 * `npm run bench -- --lighthouse`: Lighthouse's four scores (mobile, its default settings) for
 * each kind of page of the built `dist/`, served on localhost, in Debian's Chromium (CHROMIUM)
 * started by chrome-launcher headless and without sandbox; nothing leaves the machine.
 * LH_RUNS runs per page (default 1): the median score of each category, and every audit that
 * cost a point in any run, so that what stops 100 is named. Results go to stdout and
 * `.cache/lighthouse.json`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../serve.ts';

export const LIGHTHOUSE_PAGES: Record<string, string> = {
  regla: '/reglas/trabado/',
  faq: '/reglas/faq/',
  'capitulo-its': '/its/reglas/normas-basicas/',
  mision: '/its/misiones/aniquilacion/',
  inicio: '/',
  torneo: '/its/torneo/',
  escaramuza: '/escaramuza/',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchLighthouse(root: string): Promise<void> {
  const runs = Number(process.env['LH_RUNS'] ?? 1);
  const server = await startServer(path.join(root, 'dist'), 0);
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const load = async () => (await readFile('/proc/loadavg', 'utf8').catch(() => '?')).split(' ')[0];
  const report: Record<string, unknown> = { runs, loadAverageBefore: await load() };
  try {
    for (const [kind, url] of Object.entries(LIGHTHOUSE_PAGES)) {
      const scores: Record<string, number[]> = {};
      const lost = new Set<string>();
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
        lost: [...lost],
      };
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  report['loadAverageAfter'] = await load();
  await mkdir(path.join(root, '.cache'), { recursive: true });
  await writeFile(path.join(root, '.cache/lighthouse.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
}
