/**
 * scripts/with-env.sh is bash and cannot import scripts/lib/chromium.ts, so it names the default
 * browser again: the two must agree, and the package it installs must be the one that provides it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM } from '../../scripts/lib/chromium.ts';

const script = await readFile(
  path.resolve(import.meta.dirname, '../../scripts/with-env.sh'),
  'utf8',
);

describe('scripts/with-env.sh', () => {
  it('checks for the same default Chromium as the tests drive', () => {
    expect(script.match(/^browser=\$\{CHROMIUM:-([^}]+)\}$/m)?.[1]).toBe(DEFAULT_CHROMIUM);
  });

  it('installs the Debian package of that name', () => {
    const installs = [...script.matchAll(/apt-get install [^;]*?--no-install-recommends (\S+);/g)];
    expect(installs.map((m) => m[1])).toEqual([path.basename(DEFAULT_CHROMIUM)]);
  });
});
