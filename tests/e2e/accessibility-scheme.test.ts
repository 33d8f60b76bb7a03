/**
 * The accessibility files run every axe rule in light and only the colour rules in dark
 * (tests/e2e/helpers/axe.ts, `RuleSet`). That holds only while the dark scheme changes colours
 * and nothing else; this file checks it over everything the built site ships: every
 * `prefers-color-scheme` query in its CSS (files and inline `<style>`) sets colour custom
 * properties only, and no script and no other markup reads the scheme (the theme-color `<meta>`
 * tints the browser's own bar, not the page).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { siteFiles } from '../../src/integrations/site-files.ts';

const QUERY = /prefers-color-scheme/i;
/** A colour literal: what a dark block may give a custom property. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|color)\([^()]*\))$/i;

/** Problems of one stylesheet: anything other than `--name: <colour>` under a scheme query. */
export function schemeProblems(css: string, where: string): string[] {
  const problems: string[] = [];
  postcss.parse(css).walkAtRules((rule) => {
    if (!QUERY.test(rule.params)) return;
    if (rule.name !== 'media') {
      problems.push(`${where}: @${rule.name} ${rule.params}`);
      return;
    }
    rule.walk((node) => {
      if (node.type === 'decl' && !(node.prop.startsWith('--') && COLOUR.test(node.value.trim())))
        problems.push(`${where}: ${rule.params} { ${node.prop}: ${node.value} }`);
      else if (node.type === 'atrule')
        problems.push(`${where}: @${node.name} dentro de ${rule.params}`);
    });
  });
  return problems;
}

describe('el esquema oscuro sólo cambia colores (casos)', () => {
  it.each([
    [
      'colores',
      '@media (prefers-color-scheme: dark) { :root { --bg: #16181b; --a: rgb(1 2 3); } }',
      0,
    ],
    ['otra media', '@media (max-width: 40rem) { .x { display: none } }', 0],
    ['propiedad normal', '@media (prefers-color-scheme: dark) { .x { display: none } }', 1],
    ['variable no color', '@media (prefers-color-scheme: dark) { :root { --gap: 2rem } }', 1],
    [
      'anidada',
      '@media (prefers-color-scheme: dark) { @media (min-width: 1px) { :root { --a: #000 } } }',
      1,
    ],
  ])('%s', (_name, css, count) => {
    expect(schemeProblems(css, 'x.css')).toHaveLength(count);
  });
});

describe('el esquema oscuro del sitio construido', () => {
  it('sólo redefine colores, y ningún script lo lee', async () => {
    const problems: string[] = [];
    let darkBlocks = 0;
    for (const where of await siteFiles(DIST_DIR)) {
      const ext = path.extname(where);
      if (ext !== '.css' && ext !== '.js' && ext !== '.mjs' && ext !== '.html') continue;
      const text = await readFile(path.join(DIST_DIR, where), 'utf8');
      if (!QUERY.test(text)) continue;
      if (ext === '.css') {
        darkBlocks += text.match(/prefers-color-scheme/gi)!.length;
        problems.push(...schemeProblems(text, where));
      } else if (ext === '.html') {
        // Inline styles are held to the same rule; outside them, only the theme-color meta.
        let rest = text.replace(/<meta name="theme-color"[^>]*>/g, '');
        rest = rest.replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_all, css: string) => {
          problems.push(...schemeProblems(css, where));
          return '';
        });
        if (QUERY.test(rest)) problems.push(`${where}: prefers-color-scheme fuera de CSS`);
      } else problems.push(`${where}: un script lee prefers-color-scheme`);
    }
    // The site has a dark scheme, so the walk above really read it.
    expect(darkBlocks).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('axe tiene reglas de color, las que se pasan en oscuro', () => {
    const axe = createRequire(import.meta.url)('axe-core') as {
      getRules(tags: string[]): { ruleId: string; tags: string[] }[];
    };
    const colour = axe
      .getRules(['cat.color'])
      .filter((r) => !r.tags.includes('wcag2aaa'))
      .map((r) => r.ruleId);
    expect(colour).toEqual(expect.arrayContaining(['color-contrast', 'link-in-text-block']));
  });
});
