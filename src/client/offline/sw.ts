/**
 * The service worker (`<base>sw.js`): Workbox's own modules, bundled by esbuild, with the
 * precache list written in by workbox-build's `injectManifest` (src/integrations/offline/service-worker.ts).
 * What it does is what `generateSW` wrote for this site, with one difference, the install:
 * - precache (cache-first, versioned by content hash); query strings never change a page
 *   (`?pagefind-highlight=`, calculator state) and `/x/` is `/x/index.html`;
 * - pages beyond the precache budget network-first into `paginas`, Pagefind fragments
 *   cache-first into `busqueda`;
 * - a new build waits until the reader chooses «Recargar» (the `SKIP_WAITING` message), then
 *   takes the open pages and deletes the old build's precache.
 *
 * The install stores INSTALL_CONCURRENCY files at a time. Workbox's own install stores one after
 * another ("Cache entries one at a time", workbox-precaching's PrecacheController;
 * parallel precaching is the open request GoogleChrome/workbox#2880): one round trip in a row
 * per file of the site, and a reader who leaves before the end has nothing offline. Several at a
 * time make the install about three times shorter (`npm run bench -- --offline`, figures in
 * docs/figures.md). Each file still goes through Workbox's precache
 * strategy (`strategy.handleAll`, as its install does): a file already stored under the same
 * revision is not fetched again, and a failed one fails the install.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PAGES_CACHE, SEARCH_CACHE } from '../../lib/offline/cache-names.ts';

/**
 * Files fetched at once during the install: a browser's connections per host over HTTP/1.1.
 * Chromium lets an install event have fewer requests in flight than that (a bare worker asking
 * for more during its install keeps fewer in flight than after activation: docs/figures.md);
 * other browsers, and Chromium after a change, get the rest.
 */
const INSTALL_CONCURRENCY = 6;

interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: { href: string };
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);

self.addEventListener('install', (event) => {
  const revisioned = new Set(
    manifest.filter((e) => e.revision).map((e) => new URL(e.url, self.location.href).href),
  );
  const queue = [...precache.getURLsToCacheKeys()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      // As Workbox's install: a revisioned file skips the HTTP cache (`reload`).
      const request = new Request(url, {
        integrity: precache.getIntegrityForCacheKey(cacheKey) ?? '',
        cache: revisioned.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(
        precache.strategy.handleAll({ params: { cacheKey }, request, event: event as never }),
      );
    }
  };
  event.waitUntil(Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, worker)));
});
self.addEventListener('activate', (event) => precache.activate(event as never));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

registerRoute(
  new PrecacheRoute(precache, {
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/.*/],
  }),
);
cleanupOutdatedCaches();
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4 }),
);
const pagefind = new URL('pagefind/', self.registration.scope).href;
registerRoute(
  ({ url }) => url.href.startsWith(pagefind),
  new CacheFirst({ cacheName: SEARCH_CACHE }),
);
