import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../src/cards/layout.ts';
import { clip } from '../../src/cards/layout.ts';
import { pngSize } from '../helpers/png.ts';

const ruling: Card = {
  kind: 'ruling',
  label: 'FAQ',
  source: 'N4 FAQ · 1.0, enero 2021',
  question: '¿Se puede esquivar un ataque Berserk?',
  answer: 'No. Berserk no produce Tiradas Enfrentadas.',
};

/** The renderer, fresh (nothing held in memory), its cache under `cacheDir`. */
async function freshRenderer(cacheDir: string) {
  vi.resetModules();
  vi.stubEnv('ASTRO_CACHE_DIR', cacheDir);
  return import('../../src/cards/render.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('tarjetas de vista previa', () => {
  it('una tarjeta es un PNG de 1200×630', async () => {
    const { drawCard } = await import('../../src/cards/draw.ts');
    expect(pngSize(await drawCard(ruling))).toEqual({ width: 1200, height: 630 });
  });

  it('una tarjeta que no cambió no se dibuja otra vez: sale de la caché', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'cards-'));
    const first = await freshRenderer(cacheDir);
    const drawn = await first.cardPng(ruling);
    const [folder] = await readdir(path.join(cacheDir, 'cards'));
    const file = path.join(cacheDir, 'cards', folder!, `${first.cardKey(ruling)}.png`);
    expect(await readFile(file)).toEqual(drawn);
    // A later build (a new process: nothing in memory) takes the stored file as it is.
    await writeFile(file, 'guardada');
    const later = await freshRenderer(cacheDir);
    expect((await later.cardPng(ruling)).toString()).toBe('guardada');
    // Another text is another card.
    const other = await later.cardPng({ ...ruling, answer: 'Sí.' });
    expect(pngSize(other)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('un build lanzado desde otra carpeta encuentra el hilo de dibujo', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'elsewhere-'));
    vi.spyOn(process, 'cwd').mockReturnValue(elsewhere);
    const renderer = await freshRenderer(await mkdtemp(path.join(tmpdir(), 'cards-')));
    const card = { ...ruling, answer: 'Desde otra carpeta.' };
    expect(pngSize(await renderer.cardPng(card))).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('un texto largo se corta en una palabra', () => {
    expect(clip('uno dos tres cuatro', 10)).toBe('uno dos…');
    expect(clip('corto', 12)).toBe('corto');
  });
});
