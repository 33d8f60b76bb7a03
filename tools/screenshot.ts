/**
 * Screenshots of built pages at phone and desktop width, for a person to look at:
 * `node tools/screenshot.ts /reglas/trabado/ [/other/ …]` → `.cache/screenshots/`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, exitWithoutChromium } from '../scripts/lib/chromium.ts';
import { serverUrl, startServer } from '../scripts/serve.ts';

exitWithoutChromium('Las capturas');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env['DIST'] ?? path.join(root, 'dist');
const out = path.join(root, '.cache/screenshots');
await mkdir(out, { recursive: true });
const server = await startServer(dist, 0);
const base = serverUrl(server);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const scheme = (process.env['SCHEME'] ?? 'light') as 'light' | 'dark';
for (const url of process.argv.slice(2)) {
  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 844 }, colorScheme: scheme });
    await page.goto(`${base}${url}`);
    const file = path.join(out, `${url.replace(/[^a-z0-9]+/gi, '_')}-${name}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: process.env['FULL'] === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
server.close();
