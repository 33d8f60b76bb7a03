/**
 * Serves `dist/` on localhost (PORT, default 4321) with the same URL rules as a static host:
 * `/a/` serves `/a/index.html`, unknown paths get `404.html`. When the port is taken, the next
 * free one (`get-port`) is used and said; any other failure is one line, never a stack trace.
 * A site built with BASE_PATH is served under it, as its host will: `/infinity/a/` serves
 * `dist/a/index.html`, and anything outside the base is a 404.
 */
import { createServer, type Server } from 'node:http';
import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort, { portNumbers } from 'get-port';
import { normalizeBase } from '../src/lib/base-path.ts';

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

/**
 * Serves `dir` under `base`. `delayMs` answers every request that much later: a phone's round
 * trip, for the offline bench (tools/bench/offline-install.ts) and the install test.
 */
export function startServer(dir: string, port: number, base = '/', delayMs = 0) {
  const root = path.resolve(dir);
  const prefix = normalizeBase(base);
  const server = createServer(async (req, res) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (`${url.pathname}/` === prefix) {
        res.writeHead(301, { location: `${prefix}${url.search}` }).end();
        return;
      }
      if (!url.pathname.startsWith(prefix)) throw new Error('fuera de la base');
      let file = path.join(root, decodeURIComponent(url.pathname.slice(prefix.length - 1)));
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
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** `http://127.0.0.1:<port>` of a started server (port 0 picks a free one). */
export function serverUrl(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** PORT if free, else the next free port up to PORT + 100; undefined for a PORT that is no port. */
export async function freePort(wanted: number): Promise<number | undefined> {
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 65_535) return undefined;
  return getPort({ port: portNumbers(wanted, Math.min(wanted + 100, 65_535)), host: '127.0.0.1' });
}

if (import.meta.main) {
  const wanted = Number(process.env['PORT'] ?? 4321);
  const base = normalizeBase(process.env['BASE_PATH']);
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  try {
    await access(path.join(dist, 'index.html'));
  } catch {
    console.error(`No hay sitio construido en ${dist}: ejecuta antes «npm run build».`);
    process.exit(1);
  }
  const port = await freePort(wanted);
  if (port === undefined) {
    console.error(`PORT=${process.env['PORT']} no es un puerto (1–65535).`);
    process.exit(1);
  }
  try {
    await startServer(dist, port, base);
  } catch (error) {
    console.error(`No se pudo servir en el puerto ${port}: ${(error as Error).message}`);
    process.exit(1);
  }
  if (port !== wanted) console.log(`El puerto ${wanted} está ocupado; uso el ${port}.`);
  console.log(`Sitio en http://localhost:${port}${base} (Ctrl+C para parar)`);
}
