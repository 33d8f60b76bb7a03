import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { sitePages } from '../../src/integrations/site-files.ts';

const browser = useBrowser();

/** Every content page of the build (redirect pages, which only point elsewhere, left out). */
async function contentPages(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const url of await sitePages(dir)) {
    const html = await readFile(path.join(dir, url, 'index.html'), 'utf8');
    if (!html.includes('http-equiv="refresh"')) out.push(url);
  }
  return out;
}

/** Pages laid out at once, each in its own frame (more only adds memory, not speed). */
const BATCH = 8;

describe('en un móvil de 390 px', () => {
  it('ninguna página se desplaza de lado (las tablas anchas se desplazan dentro de su marco)', async () => {
    const pages = await contentPages(DIST_DIR);
    expect(pages.length).toBeGreaterThan(60);
    // Each page in a 390 × 900 iframe, BATCH at a time in one tab, instead of one top-level
    // navigation each: for media queries, `vw` and `innerWidth` an iframe's viewport is the
    // viewport, as a 390-px window without mobile emulation (the meta viewport is ignored in
    // both). `sandbox` without `allow-scripts` runs no script in it (JavaScript off, as a reader
    // without it; `<noscript>` shows); `allow-same-origin` lets the tab read its layout.
    // Every page gave the same overflow, page for page, as one `goto` each, for about half the
    // CPU (most of a `goto` is Chromium's per-navigation work in the browser process;
    // docs/figures.md).
    const tab = await browser.open('/no-existe/', { width: 1280 });
    const overflows: number[] = [];
    for (let i = 0; i < pages.length; i += BATCH) {
      const batch = pages.slice(i, i + BATCH).map((url) => `${browser.baseUrl}${url}`);
      overflows.push(
        ...(await tab.evaluate(async (urls) => {
          document.body.replaceChildren();
          const frames = urls.map((url) => {
            const frame = document.createElement('iframe');
            frame.setAttribute('sandbox', 'allow-same-origin');
            frame.style.cssText = 'display: block; width: 390px; height: 900px; border: 0';
            const loaded = new Promise((resolve) =>
              frame.addEventListener('load', resolve, { once: true }),
            );
            frame.src = url;
            document.body.append(frame);
            return { frame, loaded };
          });
          await Promise.all(frames.map(({ loaded }) => loaded));
          return frames.map(({ frame }) => {
            const view = frame.contentWindow!;
            return view.document.documentElement.scrollWidth - view.innerWidth;
          });
        }, batch)),
      );
    }
    expect(overflows).toHaveLength(pages.length);
    const wide = pages.flatMap((url, i) =>
      overflows[i]! > 0 ? [`${url} (+${overflows[i]} px)`] : [],
    );
    expect(wide).toEqual([]);
  }, 180_000);
});
