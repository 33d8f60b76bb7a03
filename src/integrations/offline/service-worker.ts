/**
 * The service worker of the built site, written as the last step of the build, so a reader who
 * opened the site once can read any page and search with no network. Its code is
 * src/client/offline/sw.ts (Workbox's modules), bundled here by esbuild; workbox-build's
 * `injectManifest` writes the precache list into it:
 * - precache: what src/lib/offline/precache-budget.ts keeps within PRECACHE_BUDGET (every file
 *   of the seed site), each with its content hash as revision;
 * - what is beyond the budget is listed in `/offline.json` for the "Guardar todo" control of
 *   /sin-conexion/, and cached at run time (pages into PAGES_CACHE, Pagefind into SEARCH_CACHE).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { PAGES_CACHE, SEARCH_CACHE, type OfflineList } from '../../lib/offline/cache-names.ts';
import {
  fileKind,
  publicUrl,
  splitByBudget,
  type BudgetSplit,
} from '../../lib/offline/precache-budget.ts';
import { BASE, withBase } from '../../lib/base-path.ts';

const WORKER_SOURCE = path.join(import.meta.dirname, '../../client/offline/sw.ts');

/** Bytes (uncompressed) the first visit may store; PRECACHE_BUDGET_MB overrides it. */
export const PRECACHE_BUDGET = Number(process.env['PRECACHE_BUDGET_MB'] ?? 25) * 1024 * 1024;

export async function buildServiceWorker(
  siteDir: string,
  budget = PRECACHE_BUDGET,
  base = BASE,
  warn: (message: string) => void = console.warn,
): Promise<BudgetSplit & { list: OfflineList }> {
  let split: BudgetSplit | undefined;
  // 1. The worker's code, Workbox included, as one script (a worker loads no module graph).
  const work = await mkdtemp(path.join(tmpdir(), 'reglas-sw-'));
  const swSrc = path.join(work, 'sw.js');
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: swSrc,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    // Workbox's modules keep their development logging behind this.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // 2. The precache list, written into `self.__WB_MANIFEST`. Precache URLs are relative to the
  // worker (`<base>sw.js`), so they are under the base already.
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(siteDir, 'sw.js'),
    globDirectory: siteDir,
    globPatterns: [
      '**/*.{html,css,js,json,webmanifest,svg,png,pf_meta,pf_index,pf_fragment,pf_filter,pagefind}',
    ],
    // Pagefind's own UIs are not used by the site; the worker itself is not cached; preview
    // cards (`og.png`) are for forums and chat apps, never shown by a page.
    globIgnores: ['pagefind/pagefind-*ui*', 'sw.js', 'offline.json', '**/og.png'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    manifestTransforms: [
      (entries) => {
        split = splitByBudget(entries, budget);
        const keep = new Set(split.precache.map((file) => file.url));
        return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
      },
    ],
  }).finally(() => rm(work, { recursive: true, force: true }));
  for (const warning of warnings) warn(`Workbox: ${warning}`);
  const result = split!;
  const list: OfflineList = {
    budget,
    precached: {
      files: count,
      bytes: size,
      pages: result.precache.filter((file) => fileKind(file.url) === 'page').length,
    },
    rest: result.rest.map((file) => ({
      url: withBase(publicUrl(file.url), base),
      cache: fileKind(file.url) === 'page' ? PAGES_CACHE : SEARCH_CACHE,
      size: file.size,
    })),
  };
  await writeFile(path.join(siteDir, 'offline.json'), JSON.stringify(list));
  return { ...result, list };
}

/** One line on what the first visit stores, for the build's summary. */
export function offlineSummary({ precached, rest, budget }: OfflineList): string {
  return `${precached.files} archivos guardados en la primera visita (${(precached.bytes / 1048576).toFixed(1)} MB, presupuesto ${(budget / 1048576).toFixed(0)} MB), ${rest.length} al visitarlos`;
}
