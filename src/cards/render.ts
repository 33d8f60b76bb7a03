/**
 * Preview cards as PNG, at build time: satori lays the card out as SVG with the font's glyphs as
 * paths, resvg draws it (on libuv's threads: `renderAsync`). The font is Atkinson Hyperlegible
 * Next from its npm package (`@fontsource/…`, WOFF: satori reads no WOFF2); nothing is fetched.
 * A card is drawn once: the PNG is kept under Astro's cache folder (`cards/`), keyed by the
 * shared content key (src/lib/content-key.ts) of the code that draws it (`CARD_CODE`, not the
 * whole build's: a change elsewhere leaves every card as it was) and the card's text, and a build
 * whose card did not change copies it from there. Node only: the card endpoints of src/pages/
 * call it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { codeKey, contentKey } from '../lib/content-key.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardTree, type Card } from './layout.ts';

/** The project: Astro builds from it (`npm run build` runs there). */
const root = process.cwd();
/** Astro's cache folder (ASTRO_CACHE_DIR for a test or bench build, as astro.config.mjs). */
const cacheRoot = path.resolve(root, process.env['ASTRO_CACHE_DIR'] ?? 'node_modules/.astro');

/**
 * What a card's pixels are a function of, besides its text: this folder, the site's name, and the
 * versions of the font and of the two renderers.
 */
export const CARD_CODE = [
  'src/cards',
  'src/lib/site.ts',
  'node_modules/satori/package.json',
  'node_modules/@resvg/resvg-js/package.json',
  'node_modules/@fontsource/atkinson-hyperlegible-next/package.json',
] as const;

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  const require = createRequire(path.join(root, 'package.json'));
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

/** The folder of this code's cards; those of other code are deleted the first time. */
let folder: string | undefined;
function cardFolder(): string {
  if (folder) return folder;
  const code = codeKey(root, CARD_CODE).slice(0, 16);
  const parent = path.join(cacheRoot, 'cards');
  for (const name of existsSync(parent) ? readdirSync(parent) : [])
    if (name !== code) rmSync(path.join(parent, name), { recursive: true, force: true });
  folder = path.join(parent, code);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The card's key: the code and everything the card shows. */
export function cardKey(card: Card): string {
  return contentKey(codeKey(root, CARD_CODE), JSON.stringify(card));
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
  return image.asPng();
}

const pending = new Map<string, Promise<Buffer>>();
/** Cards being drawn at once: resvg's threads draw them while the build goes on. */
const LIMIT = Math.max(2, availableParallelism());
let running = 0;
const queue: (() => void)[] = [];
async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= LIMIT) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** The card as PNG: from the cache when drawn before, else drawn now and kept. */
export function cardPng(card: Card): Promise<Buffer> {
  const key = cardKey(card);
  let png = pending.get(key);
  if (!png) {
    png = (async () => {
      const file = path.join(cardFolder(), `${key}.png`);
      const stored = await readFile(file).catch(() => undefined);
      if (stored) return stored;
      const drawn = await slot(() => drawCard(card));
      // Whole or not at all: a build stopped mid-write leaves no half card to reuse.
      await writeFile(`${file}.tmp`, drawn);
      await rename(`${file}.tmp`, file);
      return drawn;
    })();
    pending.set(key, png);
  }
  return png;
}

/**
 * Starts every card of a route at once (the endpoint's `getStaticPaths`): Astro asks for one
 * card after another, and each is then ready or being drawn beside the others.
 */
export function prepareCards(cards: readonly Card[]): void {
  for (const card of cards) void cardPng(card).catch(() => undefined);
}
