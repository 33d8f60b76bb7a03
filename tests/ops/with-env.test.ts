/**
 * scripts/with-env.sh is bash and cannot import scripts/lib/chromium.ts, so it names the default
 * browser again: the two must agree, and the package it installs must be the one that provides it.
 * The line the scripts print when that browser is missing says what with-env.sh will do.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, missingChromium } from '../../scripts/lib/chromium.ts';

const script = await readFile(
  path.resolve(import.meta.dirname, '../../scripts/with-env.sh'),
  'utf8',
);

describe('scripts/with-env.sh', () => {
  it('checks for the same default Chromium as the tests drive', () => {
    expect(script.match(/^browser=\$\{CHROMIUM:-([^}]+)\}$/m)?.[1]).toBe(DEFAULT_CHROMIUM);
  });

  it('installs the Debian package of that name, never upgrading one already there', () => {
    const installs = [...script.matchAll(/apt-get install [^;]*?--no-install-recommends (\S+);/g)];
    expect(installs.map((m) => m[1])).toEqual([path.basename(DEFAULT_CHROMIUM)]);
    expect(installs.every((m) => m[0].includes('--no-upgrade'))).toBe(true);
  });

  it('uses a Chromium already on the machine instead of installing one', () => {
    expect(script).toMatch(
      /-x \/usr\/bin\/chromium \]; then\n\s+export CHROMIUM=\/usr\/bin\/chromium/,
    );
  });
});

describe('missingChromium', () => {
  const nowhere = '/no/existe/chromium';

  it('says nothing when the browser is there', () => {
    expect(missingChromium('Las pruebas', process.execPath, true)).toBeUndefined();
  });

  it('without CHROMIUM: with-env.sh installs the default browser', () => {
    expect(missingChromium('Las pruebas', nowhere, false)).toBe(
      `Las pruebas: hace falta Chromium, y ${nowhere} no es un ejecutable: «bash scripts/with-env.sh …» lo instala (apt-get install chromium-headless-shell), o pon CHROMIUM=/ruta/al/navegador (/usr/bin/chromium sirve)`,
    );
  });

  it('with a wrong CHROMIUM: mend or drop the path (with-env.sh installs nothing then)', () => {
    const line = missingChromium('Las pruebas', nowhere, true)!;
    expect(line).toBe(
      `Las pruebas: hace falta Chromium, y CHROMIUM=${nowhere} no es un ejecutable: corrige la ruta (/usr/bin/chromium sirve), o quítala y «bash scripts/with-env.sh …» instala chromium-headless-shell`,
    );
    // with-env.sh, given the same wrong path, says the same: it installs nothing.
    expect(script).toContain('no es un ejecutable: corrige la ruta, o quítala');
  });
});
