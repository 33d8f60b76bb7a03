/**
 * Draws one preview card: satori lays it out as SVG with the font's glyphs as paths, resvg draws
 * it, sharp encodes the PNG. The font is Atkinson Hyperlegible Next from its npm package
 * (`@fontsource/…`, WOFF: satori reads no WOFF2); nothing is fetched. Node only: the build runs it
 * on worker threads (draw-worker.ts, started by render.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, cardTree, type Card } from './layout.ts';

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** Read once a thread: satori keeps what it parsed of them for as long as the array lives. */
let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: number) =>
    readFileSync(
      require.resolve(
        `@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-${subset}-${weight}-normal.woff`,
      ),
    );
  // Latin first; latin-ext for the letters it lacks (satori falls back font by font).
  return ([400, 700] as const).flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: 'Card',
      data: file(subset, weight),
      weight,
      style: 'normal' as const,
    })),
  );
}

/** Draws a card: SVG by satori, PNG by resvg. */
export async function drawCard(card: Card): Promise<Buffer> {
  fonts ??= loadFonts();
  const svg = await satori(cardTree(card) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  // satori wrote the text as paths: resvg needs no font, and skips scanning the system's.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  // The card is opaque: RGB, at a light compression without per-row filter choice. sharp
  // (libvips, off this thread) encodes it in a fraction of resvg's own `asPng` time, and smaller.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
}
