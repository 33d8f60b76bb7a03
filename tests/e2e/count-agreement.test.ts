/**
 * Every count the built site shows agrees in number with its noun: no «1 Puntos de Torneo»
 * (src/lib/count-noun.ts; the source's own slips are reviewed corrections). Read from `dist/`,
 * no browser: each page's text, its tags dropped.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { sitePages } from '../../src/integrations/site-files.ts';

/** The plural nouns the site counts; «1» before one is a count that does not agree. */
const PLURALS =
  'puntos|páginas|resoluciones|jugadores|menciones|partidas|revisiones|erratas|archivos|resultados|bloques|tablas|imágenes|rondas|escenarios|palabras';
/** «1 Puntos», but not «−1 palabras» (+1 / −1: two words) nor «2,1 puntos». */
const ONE_PLURAL = new RegExp(`(?<![\\d.,+\\-−])\\b1 (${PLURALS})\\b`, 'giu');

export function disagreements(text: string): string[] {
  return [...text.matchAll(ONE_PLURAL)].map((m) =>
    text.slice(Math.max(0, m.index - 40), m.index + m[0].length),
  );
}

describe('los números concuerdan con su nombre', () => {
  it.each([
    ['Empate: 1 Puntos de Torneo', 1],
    ['Empate: 1 Punto de Torneo', 0],
    ['+1 / −1 palabras', 0],
    ['(1 Puntos de Objetivo Extra)', 1],
    ['21 puntos y 2,1 puntos', 0],
  ])('%s', (text, count) => {
    expect(disagreements(text)).toHaveLength(count);
  });

  it('en cada página del sitio construido', async () => {
    const found: string[] = [];
    const pages = await sitePages(DIST_DIR);
    for (const url of pages) {
      const html = await readFile(path.join(DIST_DIR, url, 'index.html'), 'utf8');
      const text = html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
        .replace(/<[^>]+>/g, '');
      for (const near of disagreements(text)) found.push(`${url}: …${near}`);
    }
    expect(pages.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
