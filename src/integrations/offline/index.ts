/**
 * Installable and offline, once everything else of the site is written: the web app manifest
 * and its icons (./manifest.ts), then Workbox's service worker (./service-worker.ts), which
 * precaches every file written before it and so must come last of all the build's steps.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { recordStage } from '../stages.ts';
import { buildManifest } from './manifest.ts';
import { buildServiceWorker, offlineSummary } from './service-worker.ts';

export function offline(): AstroIntegration {
  let root = '';
  return {
    name: 'offline',
    hooks: {
      'astro:config:done': ({ config }) => void (root = fileURLToPath(config.root)),
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        await recordStage(root, outDir, 'manifest', () => buildManifest(root, outDir));
        const split = await recordStage(root, outDir, 'service-worker', () =>
          buildServiceWorker(outDir, undefined, undefined, (message) => logger.warn(message)),
        );
        logger.info(offlineSummary(split.list));
      },
    },
  };
}
