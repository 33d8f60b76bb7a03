/**
 * Every page brings the styles of what it shows. A component whose rules live in a stylesheet
 * another component imports is styled only on the pages that happen to use both: the «#» beside
 * a heading (its rules in rules.css) showed as an underlined link on the classified deck and the
 * skirmish tables, and `.inline-list` (rules.css too) as a bulleted list on the letter index and
 * the skirmish pages. Read from dist/ without a browser: for each page, the class names its
 * markup uses that some page's stylesheets style must be styled by its own stylesheets (linked or
 * inline). Stylesheets loaded on demand (the search's) style elements a script makes, not the
 * markup, and are left out of both sides.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { siteFiles } from '../../src/integrations/site-files.ts';

/** The class names a stylesheet's selectors name (comments and strings left out). */
function styledClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    // Declarations hold no selectors (`url(x.svg)`, `0.5rem`).
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** The class names of an HTML page's elements. */
const usedClasses = (html: string) =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean),
  );

describe('estilos de cada página', () => {
  it.each([
    ['a rule', '.anchor-link { color: red }', ['anchor-link']],
    [
      'nested and combined',
      '@media (x) { .a .b, .c:hover > .d-e { x: y } }',
      ['a', 'b', 'c', 'd-e'],
    ],
    [
      'not in declarations or comments',
      '/* .no */ .yes { background: url(x.svg); margin: .5rem }',
      ['yes'],
    ],
    ['not in strings', '.q::before { content: ".not" }', ['q']],
  ])('styledClasses: %s', (_name, css, expected) => {
    expect([...styledClasses(css)].sort()).toEqual(expected.sort());
  });

  it('cada página trae los estilos de las clases que usa', async () => {
    const files = await siteFiles(DIST_DIR);
    const stylesheets = new Map<string, Set<string>>();
    const styled = async (href: string) => {
      if (!stylesheets.has(href)) {
        const file = path.join(DIST_DIR, decodeURI(href.split(/[?#]/)[0]!));
        stylesheets.set(href, styledClasses(await readFile(file, 'utf8')));
      }
      return stylesheets.get(href)!;
    };
    const pages: { file: string; own: Set<string>; used: Set<string> }[] = [];
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = await readFile(path.join(DIST_DIR, file), 'utf8');
      const own = new Set<string>();
      for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
        for (const name of await styled(href!)) own.add(name);
      for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
        for (const name of styledClasses(css!)) own.add(name);
      pages.push({ file, own, used: usedClasses(html) });
    }
    expect(pages.length).toBeGreaterThan(300);
    const styledSomewhere = new Set(pages.flatMap((page) => [...page.own]));
    const unstyled = pages.flatMap(({ file, own, used }) =>
      [...used]
        .filter((name) => styledSomewhere.has(name) && !own.has(name))
        .map((name) => `${file}: .${name}`),
    );
    expect(unstyled).toEqual([]);
  }, 60_000);
});
