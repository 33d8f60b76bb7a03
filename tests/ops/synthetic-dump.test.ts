import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteLinks, seedPages, syntheticDump } from '../../tools/bench/synthetic-dump.ts';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';
import { titleKey } from '../../src/lib/wiki-title.ts';

const seeds = new Set(['Trabado', 'Línea de Tiro'].map(titleKey));

describe('rewriteLinks', () => {
  it.each([
    ['[[Trabado]]', '[[Trabado 3|Trabado]]'],
    ['[[trabado|en contacto]]', '[[trabado 3|en contacto]]'],
    ['[[Línea_de_Tiro#Alcance|LDT]]', '[[Línea_de_Tiro 3#Alcance|LDT]]'],
    ['[[Otra Página]]', '[[Otra Página]]'],
    ['{{seefaq|Trabado}} y [[Trabado]]s', '{{seefaq|Trabado}} y [[Trabado 3|Trabado]]s'],
  ])('%s → %s', (text, expected) => {
    expect(rewriteLinks(text, seeds, 3)).toBe(expected);
  });
});

describe('syntheticDump', () => {
  it('the wiki build reads back N new pages, each linking inside its own copy', async () => {
    const seedRevisions = await seedPages(path.resolve(import.meta.dirname, '../..'));
    const n = seedRevisions.length * 2 + 7;
    const { revisions, warnings } = splitDump(syntheticDump(seedRevisions, n), 'synthetic.txt');
    expect(warnings).toEqual([]);
    const pages = newestRevisions(revisions);
    expect(pages).toHaveLength(n);
    const keys = new Set(seedRevisions.map((r) => titleKey(r.title)));
    for (const page of pages) {
      const copy = /\s(\d+)$/.exec(page.title)![1];
      expect(keys.has(titleKey(page.title.replace(/\s\d+$/, '')))).toBe(true);
      // No link points back to a seed: each names the page of the same copy.
      for (const [, target] of page.text.matchAll(/\[\[([^[\]|#]+)/g)) {
        expect(keys.has(titleKey(target!)), target).toBe(false);
        if (keys.has(titleKey(target!.replace(/\s\d+$/, ''))))
          expect(target!.trim().endsWith(` ${copy}`), target).toBe(true);
      }
    }
  });
});
