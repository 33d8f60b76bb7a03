/**
 * Preview cards as PNG, at build time, drawn on worker threads (draw-worker.ts, draw.ts) while
 * the build renders its pages. A card is drawn once: the PNG is kept under Astro's cache folder
 * (`cards/`), keyed by the shared content key (src/lib/content-key.ts) of the code that draws it
 * (`CARD_CODE`, not the whole build's: a change elsewhere leaves every card as it was) and the
 * card's text, and a build whose card did not change copies it from there. Node only: the card
 * endpoint of src/pages/ calls it.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeKey, contentKey } from '../lib/content-key.ts';
import type { Card } from './layout.ts';
import { drawingThreads } from './threads.ts';

/**
 * The project. In a build, from Astro's config: Astro runs this code from its bundle, so neither
 * this module's address nor the working directory (a build may be started from anywhere) leads to
 * it. Run from source by a plain Node script, which has no Astro config, two folders above this one.
 */
const root = fileURLToPath(
  await import('astro:config/server').then(
    (config) => config.root,
    () => new URL('../../', import.meta.url),
  ),
);
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

/**
 * The drawing threads (threads.ts): one fewer than the cores (the build's own thread keeps one),
 * at least one.
 */
const DRAW_WORKER = path.join(root, 'src/cards/draw-worker.ts');
export const drawOnWorker = drawingThreads(DRAW_WORKER, Math.max(1, availableParallelism() - 1));

/** The cards started and not yet taken by their page, so that each is read or drawn once. */
const pending = new Map<string, Promise<Buffer>>();

/** The card's PNG, started once: from the cache when drawn before, else drawn now and kept. */
function startCard(card: Card, key: string): Promise<Buffer> {
  let png = pending.get(key);
  if (!png) {
    png = (async () => {
      const file = path.join(cardFolder(), `${key}.png`);
      const stored = await readFile(file).catch(() => undefined);
      if (stored) return stored;
      const drawn = await drawOnWorker(card);
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
 * The card as PNG, for its page. Once it is there the PNG is no longer held here: thousands of
 * cards would otherwise stay in memory until the build ends. A later call reads it from the cache.
 */
export function cardPng(card: Card): Promise<Buffer> {
  const key = cardKey(card);
  return startCard(card, key).finally(() => pending.delete(key));
}

/**
 * Starts every card at once (the endpoint's `getStaticPaths`, before Astro renders any page): the
 * threads draw them while the pages are rendered, and the endpoint, which Astro reaches after
 * every page but the home, finds them ready.
 */
export function prepareCards(cards: readonly Card[]): void {
  for (const card of cards) void startCard(card, cardKey(card)).catch(() => undefined);
}
