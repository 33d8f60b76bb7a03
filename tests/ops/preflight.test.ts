import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const preflight = path.join(root, 'scripts/preflight.cjs');

/** Runs the preflight as if Node were `version` (process.versions patched before it loads). */
function asNode(version: string, env: Record<string, string> = {}) {
  const shim = `Object.defineProperty(process, 'version', { value: 'v${version}' });
Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
  return spawnSync(process.execPath, ['--eval', `${shim}\nrequire(${JSON.stringify(preflight)})`], {
    encoding: 'utf8',
    env: { ...process.env, npm_lifecycle_event: '', ...env },
  });
}

describe('scripts/preflight.cjs', () => {
  it.each(['22.12.0', '22.20.1', '23.0.0', '24.1.0'])('Node %s passes silently', (version) => {
    const result = asNode(version);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it.each([
    ['20.20.2', 'test', 'npm test'],
    ['18.19.0', 'start', 'npm start'],
    ['22.11.0', 'content', 'npm run content'],
    ['20.20.2', 'test:e2e', 'npm run test:e2e'],
  ])('Node %s in `%s` fails with one line naming what to run', (version, event, command) => {
    const result = asNode(version, { npm_lifecycle_event: event });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`bash scripts/with-env.sh ${command}`);
    expect(lines[0]).toContain('22.12');
  });

  it('every npm script that runs project code checks the version first', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const unchecked = Object.entries(scripts)
      .filter(([name]) => name !== 'format')
      .filter(([, command]) => !command.startsWith('node scripts/preflight.cjs && '))
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });
});
