import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath, qrSvg } from '../../src/lib/print/qr.ts';

/** The modules a path paints, read back from its `M x y h n` runs (quiet zone of 2 removed). */
function paintedModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i++) grid[Number(y) - 2]![Number(x) - 2 + i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it.each([
    ['una fila vacía', [[false, false, false]], ''],
    ['un tramo', [[false, true, true]], 'M3 2h2v1h-2z'],
    ['dos tramos', [[true, false, true]], 'M2 2h1v1h-1zM4 2h1v1h-1z'],
    ['filas', [[true], [true]], 'M2 2h1v1h-1zM2 3h1v1h-1z'],
  ])('%s', (_name, grid, expected) => {
    expect(qrPath(grid)).toBe(expected);
  });

  it('pinta exactamente los módulos oscuros del código de una dirección', () => {
    const url = 'https://example.org/its/misiones/supremacia/';
    const { data, size } = encode(url, { ecc: 'M', border: 0 });
    expect(paintedModules(qrPath(data), size)).toEqual(data);
  });
});

describe('qrSvg', () => {
  it('es un SVG sin script, con nombre accesible escapado y tamaño por CSS', () => {
    const svg = qrSvg('https://example.org/a/', 'Código QR de «A & <B>»');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|width="\d+" height="\d+" viewBox/);
    expect(svg).toContain('aria-label="Código QR de «A &amp; &lt;B>»"');
  });
});
