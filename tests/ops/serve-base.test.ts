import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl, startServer } from '../../scripts/serve.ts';

/** A site built with BASE_PATH=/infinity/ is served under it, as its static host will. */
let dir = '';
const servers: Server[] = [];
const urls: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-base-'));
  await mkdir(path.join(dir, 'reglas/trabado'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), 'inicio');
  await writeFile(path.join(dir, 'reglas/trabado/index.html'), 'trabado');
  await writeFile(path.join(dir, '404.html'), 'no encontrado');
  for (const base of ['/', '/infinity/']) {
    const server = await startServer(dir, 0, base);
    servers.push(server);
    urls[base] = serverUrl(server);
  }
});

afterAll(async () => {
  for (const server of servers) server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('startServer con base', () => {
  it.each([
    ['/infinity/', '/infinity/', 200, 'inicio'],
    ['/infinity/', '/infinity/reglas/trabado/', 200, 'trabado'],
    ['/infinity/', '/infinity/reglas/trabado', 301, '/infinity/reglas/trabado/'],
    ['/infinity/', '/infinity', 301, '/infinity/'],
    ['/infinity/', '/', 404, 'no encontrado'],
    ['/infinity/', '/reglas/trabado/', 404, 'no encontrado'],
    ['/infinity/', '/infinityx/', 404, 'no encontrado'],
    ['/infinity/', '/infinity/no-existe/', 404, 'no encontrado'],
    ['/', '/', 200, 'inicio'],
    ['/', '/reglas/trabado/', 200, 'trabado'],
    ['/', '/infinity/reglas/trabado/', 404, 'no encontrado'],
  ])('base %s: %s → %i %s', async (base, request, status, body) => {
    const response = await fetch(`${urls[base]}${request}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    if (status === 301) expect(response.headers.get('location')).toBe(body);
    else expect(await response.text()).toBe(body);
  });
});
