/**
 * The accessibility files run every axe rule in light and only the colour rules in dark
 * (tests/e2e/helpers/axe.ts, `RuleSet`). That holds only while the dark scheme changes colours
 * and nothing else; this file checks it over everything the built site ships. The scheme is
 * `color-scheme` on the root: the system's by default, or the reader's theme
 * (`<html data-theme>`, src/client/theme.ts). So in its CSS (files and inline `<style>`):
 * every `light-dark()` is a pair of colour literals given to a custom property; a rule about
 * `data-theme` sets `color-scheme` and nothing else; any `prefers-color-scheme` query sets colour
 * custom properties only. No script reads the system's scheme, and no other markup does (the
 * theme-color `<meta>` tints the browser's own bar, not the page).
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

/** A `light-dark()` of two colour literals: the only place the two schemes' colours differ. */
const COLOUR_PAIR =
  /^light-dark\(\s*(#[0-9a-f]{3,8}|[a-z]+\([^()]*\))\s*,\s*(#[0-9a-f]{3,8}|[a-z]+\([^()]*\))\s*\)$/i;

/** Problems of one stylesheet: anything under a scheme query or theme rule but colours. */
export function schemeProblems(css: string, where: string): string[] {
  const problems: string[] = [];
  const root = postcss.parse(css);
  root.walkAtRules((rule) => {
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
  root.walkDecls((decl) => {
    if (
      /light-dark\(/i.test(decl.value) &&
      !(decl.prop.startsWith('--') && COLOUR_PAIR.test(decl.value.trim()))
    )
      problems.push(`${where}: ${decl.prop}: ${decl.value}`);
    const rule = decl.parent;
    if (
      rule?.type === 'rule' &&
      /data-theme/.test((rule as postcss.Rule).selector) &&
      decl.prop !== 'color-scheme'
    )
      problems.push(`${where}: ${(rule as postcss.Rule).selector} { ${decl.prop}: ${decl.value} }`);
  });
  return problems;
}

/** `body` under the dark scheme's query. */
const dark = (body: string) => `@media (prefers-color-scheme: dark) { ${body} }`;

describe('el esquema oscuro sólo cambia colores (casos)', () => {
  it.each([
    ['colores', dark(':root { --bg: #16181b; --a: rgb(1 2 3); }'), 0],
    ['otra media', '@media (max-width: 40rem) { .x { display: none } }', 0],
    ['propiedad normal', dark('.x { display: none }'), 1],
    ['variable no color', dark(':root { --gap: 2rem }'), 1],
    ['anidada', dark('@media (min-width: 1px) { :root { --a: #000 } }'), 1],
    [
      'par de colores',
      ':root { --bg: light-dark(#fbfaf7, #16181b); --c: light-dark(rgb(1 2 3), #000) }',
      0,
    ],
    ['par de medidas', ':root { --gap: light-dark(1rem, 2rem) }', 1],
    ['par fuera de una variable', '.x { color: light-dark(#000, #fff) }', 1],
    ['el tema sólo fija el esquema', ":root[data-theme='dark'] { color-scheme: dark }", 0],
    [
      'el tema cambia otra cosa',
      ":root[data-theme='dark'] { color-scheme: dark; font-size: 2rem }",
      1,
    ],
  ])('%s', (_name, css, count) => {
    expect(schemeProblems(css, 'x.css')).toHaveLength(count);
  });
});

describe('el esquema oscuro del sitio construido', () => {
  it('sólo cambia colores, y ningún script lee el del sistema', async () => {
    const problems: string[] = [];
    let pairs = 0;
    let themes = 0;
    for (const where of await siteFiles(DIST_DIR)) {
      const ext = path.extname(where);
      if (ext !== '.css' && ext !== '.js' && ext !== '.mjs' && ext !== '.html') continue;
      const text = await readFile(path.join(DIST_DIR, where), 'utf8');
      if (ext === '.css') {
        pairs += text.match(/light-dark\(/gi)?.length ?? 0;
        themes += text.match(/\[data-theme=/gi)?.length ?? 0;
        problems.push(...schemeProblems(text, where));
      } else if (ext === '.html') {
        // Inline styles are held to the same rule; outside them, only the theme-color meta.
        let rest = text.replace(/<meta name="theme-color"[^>]*>/g, '');
        rest = rest.replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_all, css: string) => {
          pairs += css.match(/light-dark\(/gi)?.length ?? 0;
          themes += css.match(/\[data-theme=/gi)?.length ?? 0;
          problems.push(...schemeProblems(css, where));
          return '';
        });
        if (QUERY.test(rest)) problems.push(`${where}: prefers-color-scheme fuera de CSS`);
      } else if (QUERY.test(text)) problems.push(`${where}: un script lee prefers-color-scheme`);
    }
    // The site has a dark scheme and a theme choice, so the walk above really read them.
    expect(pairs).toBeGreaterThan(10);
    expect(themes).toBeGreaterThanOrEqual(2);
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
