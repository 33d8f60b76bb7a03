/**
 * `npm run build` is the build to publish: without SITE_URL every canonical link, preview tag,
 * card address, the sitemap and the feed would say localhost, so it stops at once with one line
 * naming the variable. `--local` (what `npm start`, `npm test` and the bench pass) builds for
 * this machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('una build para publicar sin SITE_URL', () => {
  it('se para enseguida con una línea que nombra SITE_URL y no escribe nada', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'publishing-')), 'dist');
    const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: out };
    delete env['SITE_URL'];
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^SITE_URL no está definida: .*npm run build -- --local/);
    expect(result.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it('npm start, npm test y el banco construyen para este equipo (--local)', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
      .scripts as Record<string, string>;
    expect(scripts['start']).toContain('npm run build -- --local');
    for (const file of ['scripts/test.ts', 'tools/bench.ts', 'tools/bench/scale.ts'])
      expect(readFileSync(path.join(root, file), 'utf8'), file).toMatch(
        /'scripts\/build\.ts'\),(\s*'--strict',)?\s*'--local'/,
      );
  });
});
