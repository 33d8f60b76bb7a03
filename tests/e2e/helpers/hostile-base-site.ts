/**
 * The one extra site that tests/e2e/base-path.test.ts and tests/e2e/untrusted-wikitext.test.ts
 * both read: the seeds plus the hostile dump (tests/fixtures/e2e/hostile-dump.txt), built for the
 * sub-path `/infinity/`. One build instead of two (docs/figures.md): the base
 * path and the hostile page do not meet in what either file asserts, and a hostile page must
 * not break the base path's link check either. Whichever file comes first builds it; the other
 * finds it done (its log kept beside it). Its own folders under `.cache/e2e-site/`, never
 * `dist/`, `content/generated/` or Astro's shared content store; global-setup removes them
 * before and after the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { oneBuildAtATime } from './build-lock.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const SITE_DIR = path.join(root, '.cache/e2e-site');
export const SITE_DIST = path.join(SITE_DIR, 'dist');
export const SITE_BASE = '/infinity/';
/** The public address it is built for (SITE_URL). */
export const SITE_ORIGIN = 'https://reglas.example.org';
const done = path.join(SITE_DIR, 'build.json');

export interface SiteBuild {
  status: number;
  /** The build's stdout and stderr. */
  log: string;
}

/** The environment of `npm run build`: vitest's NODE_ENV=test would make Vite bundle Preact's devtools. */
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

/** Builds the site once per run (under the browser tests' build lock); later calls read its result. */
export function hostileBaseSite(): SiteBuild {
  return oneBuildAtATime(() => {
    if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as SiteBuild;
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...buildEnv,
        // A build for publishing, at its public address: no preview tag may say localhost.
        SITE_URL: SITE_ORIGIN,
        BASE_PATH: SITE_BASE,
        WIKI_EXTRA_DUMPS: 'tests/fixtures/e2e/hostile-dump.txt',
        CONTENT_GENERATED_DIR: '.cache/e2e-site/generated',
        OUT_DIR: '.cache/e2e-site/dist',
        // Its own content store: sharing node_modules/.astro/ would mix its pages into the next real build.
        ASTRO_CACHE_DIR: '.cache/e2e-site/astro',
        // A small precache budget leaves files for "Guardar todo" (offline.json), whose URLs must carry the base.
        PRECACHE_BUDGET_MB: '2',
      },
    });
    const build: SiteBuild = {
      status: result.status ?? 1,
      log: `${result.stdout}\n${result.stderr}`,
    };
    mkdirSync(SITE_DIR, { recursive: true });
    writeFileSync(done, JSON.stringify(build));
    return build;
  });
}
