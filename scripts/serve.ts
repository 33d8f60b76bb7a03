/**
 * Serves `dist/` on localhost (PORT, default 4321) with the same URL rules as a static host:
 * `/a/` serves `/a/index.html`, unknown paths get `404.html`. No dependency needed for that.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export function startServer(dir: string, port: number) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = path.join(root, decodeURIComponent(url.pathname));
      if (!file.startsWith(root)) throw new Error('fuera del sitio');
      const info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        if (!url.pathname.endsWith('/')) {
          res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        file = path.join(file, 'index.html');
      }
      const body = await readFile(file);
      res
        .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      const notFound = await readFile(path.join(root, '404.html')).catch(() =>
        Buffer.from('No encontrado'),
      );
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
    }
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}

if (import.meta.main) {
  const port = Number(process.env['PORT'] ?? 4321);
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  await startServer(dist, port);
  console.log(`Sitio en http://localhost:${port}/`);
}
