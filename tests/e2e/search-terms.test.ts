/**
 * A name leads to one place, whether a player follows a link, types its address or searches it:
 * every name of the search box's glossary (`dist/search/terms.json`, the results it puts first)
 * that has a redirect page under `/reglas/` (`/reglas/ldt/`) leads where that page does. The
 * search once read the curated glossary, where «Línea de Tiro» pointed at an FAQ box, while
 * `/reglas/ldt/` and every wiki link led to its term page (the name resolver's answer).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slug.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { termsFromRecords, type TermRecord } from '../../src/lib/search/term-records.ts';

/** Where the redirect page `/reglas/<slug>/` leads, if there is one. */
async function redirectOf(slug: string): Promise<string | undefined> {
  const file = path.join(DIST_DIR, 'reglas', slug, 'index.html');
  const html = await readFile(file, 'utf8').catch(() => '');
  return /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
}

describe('el glosario de la búsqueda', () => {
  it('cada nombre con página de redirección lleva, buscado, adonde lleva su dirección', async () => {
    const terms = termsFromRecords(
      JSON.parse(await readFile(path.join(DIST_DIR, 'search/terms.json'), 'utf8')) as TermRecord[],
    );
    const different: string[] = [];
    let redirects = 0;
    for (const term of terms)
      for (const name of term.names) {
        const to = await redirectOf(slugify(name));
        if (to === undefined) continue;
        redirects++;
        if (to !== term.url) different.push(`«${name}»: búsqueda ${term.url}, /reglas/… ${to}`);
      }
    // The seeds' glossary: dozens of names with their own address, so the walk really compared.
    expect(redirects).toBeGreaterThan(50);
    expect(different).toEqual([]);
  });
});

describe('los encabezados de las páginas de término que la búsqueda lista', () => {
  it('cada uno está en su página construida, con su ancla', async () => {
    const { mentions } = await import('../../src/client/search/term-mentions.ts');
    const terms = termsFromRecords(
      JSON.parse(await readFile(path.join(DIST_DIR, 'search/terms.json'), 'utf8')) as TermRecord[],
    );
    const termPages = new Set(terms.filter((t) => t.termPage).map((t) => t.url));
    const missing: string[] = [];
    let checked = 0;
    for (const [page, quoted] of Object.entries(mentions)) {
      // A term whose slug a rule page has yields to it: the search lists nothing under it.
      if (!termPages.has(page)) continue;
      const html = await readFile(path.join(DIST_DIR, page, 'index.html'), 'utf8');
      for (const [, anchor] of quoted) {
        checked++;
        if (!html.includes(`id="${anchor}"`)) missing.push(`${page}#${anchor}`);
      }
    }
    // Hundreds of headings on about a hundred term pages: the walk really compared.
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
