/**
 * Installable: the web app manifest and its icons, written into the built site. The icons are
 * rendered from the site's own `public/favicon.svg` at 192 and 512 px by sharp (libvips), plus a
 * maskable 512 px one with the safe-zone margin Android crops into.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_NAME } from '../../lib/site.ts';
import { BASE, withBase } from '../../lib/base-path.ts';

/** The favicon's own blue, and the site's dark background (src/styles/global.css). */
export const THEME_LIGHT = '#1f4e79';
export const THEME_DARK = '#16181b';

export async function buildManifest(root: string, siteDir: string, base = BASE): Promise<void> {
  const svg = await readFile(path.join(root, 'public/favicon.svg'));
  await mkdir(path.join(siteDir, 'icons'), { recursive: true });
  for (const size of [192, 512]) {
    await sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(path.join(siteDir, `icons/icon-${size}.png`));
  }
  // Maskable: the icon at 80 % on its own blue, so a round or squircle crop keeps all of it.
  const inner = await sharp(svg, { density: (72 * 410) / 32 })
    .resize(410, 410)
    .png()
    .toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME_LIGHT } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toFile(path.join(siteDir, 'icons/icon-maskable-512.png'));
  const manifest = {
    name: SITE_NAME,
    short_name: 'Reglas',
    description:
      'Reglas de Infinity en español, con sus FAQ, ITS y herramientas de torneo. Funciona sin conexión.',
    lang: 'es',
    // Under BASE_PATH the app starts and stays inside the base.
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: THEME_LIGHT,
    icons: [
      { src: withBase('/icons/icon-192.png', base), sizes: '192x192', type: 'image/png' },
      { src: withBase('/icons/icon-512.png', base), sizes: '512x512', type: 'image/png' },
      {
        src: withBase('/icons/icon-maskable-512.png', base),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
  await writeFile(path.join(siteDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
}
