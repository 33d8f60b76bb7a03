import { createServer, type Server } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagefindFromBuild } from '../../src/integrations/dev-search.ts';

/** `astro dev` has no search index: /pagefind/ is answered from the last build's dist/. */
let dist = '';
let server: Server;
let base = '';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dev-search-'));
  await mkdir(path.join(dist, 'pagefind/fragment'), { recursive: true });
  await writeFile(path.join(dist, 'pagefind/pagefind-entry.json'), '{"version":"1.6.0"}');
  await writeFile(path.join(dist, 'pagefind/fragment/es_1.pf_fragment'), 'bytes');
  await writeFile(path.join(dist, 'secret.txt'), 'fuera de pagefind');
  const middleware = pagefindFromBuild(dist);
  server = createServer((req, res) =>
    middleware(req, res, () => res.writeHead(299).end('siguiente')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('pagefindFromBuild', () => {
  it.each([
    ['/pagefind/pagefind-entry.json', 200, '{"version":"1.6.0"}', 'application/json'],
    ['/pagefind/fragment/es_1.pf_fragment', 200, 'bytes', 'application/octet-stream'],
    ['/pagefind/no-existe.js', 404, 'npm run build', 'text/plain'],
    ['/pagefind/..%2Fsecret.txt', 299, 'siguiente', ''],
    ['/reglas/trabado/', 299, 'siguiente', ''],
  ])('%s → %i', async (url, status, body, type) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(body);
    if (type) expect(response.headers.get('content-type')).toContain(type);
  });
});
