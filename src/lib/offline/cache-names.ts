/**
 * The caches of the service worker (src/client/offline/sw.ts) besides Workbox's precache, named
 * once for the worker and for `/offline.json`, whose «Guardar todo» fills them.
 */
/** Pages beyond the precache budget, network-first. */
export const PAGES_CACHE = 'paginas';
/** Pagefind's fragments beyond the precache budget, cache-first. */
export const SEARCH_CACHE = 'busqueda';

/** `/offline.json`, written by the build (src/integrations/offline/service-worker.ts): what the precache
 * left out, for the «Guardar todo» control (src/client/offline/save-all.ts). */
export interface OfflineList {
  /** The precache budget, bytes (uncompressed). */
  budget: number;
  /** What the first visit stores. */
  precached: { files: number; bytes: number; pages: number };
  /** Each file left out: its URL (under the base), the cache that takes it, its size in bytes. */
  rest: { url: string; cache: typeof PAGES_CACHE | typeof SEARCH_CACHE; size: number }[];
}
