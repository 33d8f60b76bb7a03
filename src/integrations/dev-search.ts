/**
 * Search under `astro dev`: the dev server renders pages on demand and has no Pagefind index, so
 * `/pagefind/*` is served from the last build's `dist/pagefind/` (the index of the last
 * `npm run build`: pages changed since are found as they were then). Without a build, one line
 * says so and search answers 404.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A connect middleware answering `/pagefind/…` from `<dist>/pagefind/`, passing anything else on. */
export function pagefindFromBuild(dist: string) {
  const root = path.resolve(dist, 'pagefind');
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith('/pagefind/')) return next();
    const file = path.join(root, decodeURIComponent(pathname.slice('/pagefind/'.length)));
    if (!file.startsWith(root + path.sep)) return next();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Sin índice de búsqueda: ejecuta «npm run build» una vez.');
    }
  };
}

/** Vite plugin for `astro dev` (serve only). */
export function devSearch(dist: string) {
  return {
    name: 'reglas:dev-search',
    apply: 'serve' as const,
    configureServer(server: {
      middlewares: { use: (fn: ReturnType<typeof pagefindFromBuild>) => void };
      config: { logger: { info: (message: string) => void; warn: (message: string) => void } };
    }) {
      server.middlewares.use(pagefindFromBuild(dist));
      if (existsSync(path.join(dist, 'pagefind', 'pagefind-entry.json')))
        server.config.logger.info(
          'Búsqueda en dev: índice del último build (dist/pagefind/); «npm run build» lo pone al día.',
        );
      else
        server.config.logger.warn(
          'Búsqueda en dev: no hay índice (dist/pagefind/); ejecuta «npm run build» una vez para buscar.',
        );
    },
  };
}
