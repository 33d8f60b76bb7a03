import path from 'node:path';
import { access } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer, serverUrl } from '../../../scripts/serve.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, missingChromium } from '../../../scripts/lib/chromium.ts';
import { clearStaleBuildLock } from './build-lock.ts';
import { SITE_DIR } from './hostile-base-site.ts';
import { rm } from 'node:fs/promises';
import { DIST_DIR } from './dist-dir.ts';

/**
 * One static server over the built `dist/` and one Chromium for every browser test file: the
 * files connect to it (`launch()` in browser.ts) instead of starting a browser each.
 */
export default async function setup(project: TestProject) {
  try {
    await access(path.join(DIST_DIR, 'index.html'));
  } catch {
    throw new Error(`No hay sitio construido en ${DIST_DIR}: ejecuta antes «npm run build»`);
  }
  const noBrowser = missingChromium('Las pruebas en navegador');
  if (noBrowser) throw new Error(noBrowser);
  // A run that was killed mid-build leaves the build lock behind (npm test may hold it now).
  clearStaleBuildLock();
  // The extra site of the BASE_PATH and hostile-input files is built once per run (by whichever
  // comes first): never one left from an earlier run, and none left after this one.
  await rm(SITE_DIR, { recursive: true, force: true });
  const server = await startServer(DIST_DIR, 0);
  project.provide('baseUrl', serverUrl(server));
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(SITE_DIR, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}
