import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/serve.ts';

const root = path.resolve(import.meta.dirname, '../..');
const held: Server[] = [];
afterEach(() => held.splice(0).forEach((server) => server.close()));

/** Takes a free port on 127.0.0.1 and keeps it busy until the test ends. */
async function busyPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  held.push(server);
  return (server.address() as { port: number }).port;
}

describe('freePort', () => {
  it('skips a busy port', async () => {
    const busy = await busyPort();
    const port = await freePort(busy);
    expect(port).toBeGreaterThan(busy);
    expect(port).toBeLessThanOrEqual(busy + 100);
  });
  it.each([0, -1, 70_000, Number.NaN, 1.5])('PORT=%s is no port', async (wanted) => {
    expect(await freePort(wanted)).toBeUndefined();
  });
});

describe('npm run preview on a busy port', () => {
  it('serves on the next port and prints its URL, no stack trace', async () => {
    const busy = await busyPort();
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(busy) },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // It either serves (dist/ built) or says in one line that there is nothing to serve.
    await new Promise<void>((resolve) => {
      child.stdout.on('data', () => out.includes('Sitio en') && resolve());
      child.on('exit', () => resolve());
    });
    child.kill();
    expect(out).not.toMatch(/EADDRINUSE|\n\s+at /);
    if (out.includes('Sitio en')) {
      expect(out).toContain(`El puerto ${busy} está ocupado`);
      expect(out).toMatch(/Sitio en http:\/\/localhost:\d+\//);
    } else expect(out.trim().split('\n')).toHaveLength(1);
  }, 20_000);
});
