import type { Page } from 'playwright-core';

/**
 * Waits until a service worker controls `page`: the first visit's worker has stored every
 * precached file (its install) and taken the page (`clientsClaim`), or a new build's worker has
 * taken over after «Recargar». Used by tests/e2e/offline.test.ts and the offline bench.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}
