/**
 * What search shows reads as the page reads: every word of a result's excerpt is a word of the
 * page (no "AbreviaturaLDT" where the page has «Abreviatura» and «LDT» in two cells), and a
 * section's title is its heading's text (no "…OrdenCopiar enlaceCopiar cita" from the heading's
 * share buttons). Read from the built index (`dist/pagefind/fragment/`), no browser: each page's
 * fragment against the copy of the page Pagefind was given (src/integrations/search/index-pages.ts).
 * The page's words are read without CSS, so two elements side by side count as two words even
 * when only the style sheet keeps them apart (a flex row): Pagefind, a copied quote and a reader
 * view see no style sheet. Text within an element and its children may form one word
 * («partida¹», «<strong>Ataque</strong>s»).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { describe, expect, it } from 'vitest';
import { indexedHtml, separateWords } from '../../src/integrations/search/index-pages.ts';
import { loadSiteGlossary } from '../../src/lib/glossary/load.ts';
import { words } from '../../src/lib/search/fold.ts';
import { decodeEntities } from '../../src/lib/html-entities.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';

/** One page of Pagefind's index, as its fragment file holds it (gzip, then `pagefind_dcd` + JSON). */
interface Fragment {
  url: string;
  content: string;
  anchors: { element: string; id: string; text: string; location: number }[];
}

async function fragments(): Promise<Fragment[]> {
  const dir = path.join(DIST_DIR, 'pagefind/fragment');
  return Promise.all(
    (await readdir(dir)).map(async (file) => {
      const text = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
      return JSON.parse(text.replace(/^pagefind_dcd/, '')) as Fragment;
    }),
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements Pagefind leaves out of the index by default, besides `data-pagefind-ignore`. */
const SKIPPED = new Set(['script', 'style', 'svg', 'form', 'nav', 'noscript', 'template']);

/**
 * The indexed part of a page (`[data-pagefind-body]`) without what Pagefind leaves out. `hidden`
 * is dropped: Pagefind indexes what a script shows later (the offline page's «Guardar todo»).
 */
function indexedBody(html: string): Element {
  const body = select('[data-pagefind-body]', fromHtml(html) as Root);
  if (!body) throw new Error('sin [data-pagefind-body]');
  visit(body, 'element', (node, index, parent) => {
    if (node.properties['dataPagefindIgnore'] !== undefined || SKIPPED.has(node.tagName)) {
      parent!.children.splice(index!, 1);
      return index;
    }
    delete node.properties['hidden'];
    return undefined;
  });
  return body;
}

/**
 * The words of `root`'s text, where two text nodes side by side are one word only when one's
 * element holds the other's (a text and its `<strong>`), never across two sibling elements.
 */
function separateElementWords(root: Element): Set<string> {
  let text = '';
  let before: (typeof root)[] = [];
  visitParents(root, 'text', (node, ancestors) => {
    const parent = ancestors.at(-1) as Element;
    const last = before.at(-1);
    // Apart unless one text's element holds the other's: «<strong>Ataque</strong>s», «partida¹».
    if (last && !before.includes(parent) && !ancestors.includes(last)) text += ' ';
    text += node.value;
    before = ancestors as Element[];
  });
  return new Set(words(text));
}

describe('separateWords', () => {
  it.each([
    ['<dl><dt>Abreviatura</dt><dd>LDT</dd></dl>', '<dl><dt>Abreviatura</dt> <dd>LDT</dd> </dl> '],
    ['<tr><th>Ejército</th><th>Tier</th></tr>', '<tr><th>Ejército</th> <th>Tier</th> </tr>'],
    ['<blockquote>a</blockquote><p>b</p>', '<blockquote>a</blockquote> <p>b</p>'],
    ['partida<sup><a href="#n">1</a></sup>', 'partida <sup><a href="#n">1</a></sup>'],
    // Pagefind already keeps these apart: untouched.
    ['<p>a</p><td>b</td><li>c</li><summary-x>', '<p>a</p><td>b</td><li>c</li><summary-x>'],
  ])('%s', (html, expected) => expect(separateWords(html)).toBe(expected));
});

describe('el índice de búsqueda del sitio construido', () => {
  it('cada palabra de cada extracto es una palabra de su página y cada título de sección es su encabezado', async () => {
    const terms = loadSiteGlossary().terms;
    const problems: string[] = [];
    const all = await fragments();
    for (const fragment of all) {
      const file = fragment.url.endsWith('/') ? `${fragment.url}index.html` : fragment.url;
      const html = await readFile(path.join(DIST_DIR, file), 'utf8');
      const body = indexedBody(indexedHtml(html, fragment.url, terms));
      const vocabulary = separateElementWords(body);
      const joined = [...new Set(words(fragment.content).filter((w) => !vocabulary.has(w)))];
      if (joined.length > 0) problems.push(`${fragment.url}: ${joined.slice(0, 5).join(', ')}`);
      // Pagefind names a section by its heading's text (other elements with an id have none).
      for (const anchor of fragment.anchors.filter((a) => /^h[1-6]$/.test(a.element))) {
        const heading = select(`[id="${anchor.id}"]`, body);
        const expected = heading ? oneLine(toText(heading)) : '(no está)';
        if (oneLine(anchor.text) !== expected)
          problems.push(`${fragment.url}#${anchor.id}: «${anchor.text}» en vez de «${expected}»`);
      }
    }
    // The seed site: every kind of page, so the walk really read them.
    expect(all.length).toBeGreaterThan(250);
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('una tarjeta, sin hojas de estilo', () => {
  it('su título y su descripción son dos palabras («Liga de Escalada» «Las seis jornadas»)', async () => {
    // A card's `<small>` is a block only by the style sheet: without it, and in Pagefind's
    // excerpts, a title against its description reads as one word («EscaladaLas»).
    const joined: string[] = [];
    let cards = 0;
    for (const fragment of await fragments()) {
      const file = fragment.url.endsWith('/') ? `${fragment.url}index.html` : fragment.url;
      const html = await readFile(path.join(DIST_DIR, file), 'utf8');
      if (!html.includes('card-list')) continue;
      for (const card of html.match(/<ul class="card-list"[\s\S]*?<\/ul>/g) ?? [])
        for (const [, before] of card.matchAll(/(.)<small\b/g)) {
          cards++;
          if (!/\s/.test(before!)) joined.push(`${fragment.url}: …${before}<small>`);
        }
    }
    expect(cards).toBeGreaterThan(10);
    expect(joined).toEqual([]);
  });
});

describe('lo que el índice no repite ni muestra de más', () => {
  it('ni el título dos veces al empezar, ni la etiqueta de edición repetida, ni imágenes que faltan', async () => {
    const problems: string[] = [];
    const all = await fragments();
    for (const { url, content } of all) {
      const title = /^([^.]*)\. /.exec(content)?.[1];
      if (title && content.startsWith(`${title}. ${title}.`))
        problems.push(`${url}: «${content.slice(0, 60)}»`);
      for (const noise of [
        /Imagen no disponible/,
        /Regla exclusiva de N4\. N4\./,
        /Anexo de N4\. N4\./,
      ])
        if (noise.test(content)) problems.push(`${url}: ${noise.source}`);
    }
    expect(all.length).toBeGreaterThan(250);
    expect(problems).toEqual([]);
  }, 60_000);

  it('una página de término dice sus nombres una vez, cada lista tras su etiqueta', async () => {
    // «Voluntad (VOL). VOL · Willpower · WIP. Abreviatura VOL En inglés Willpower, WIP» before;
    // now its title, then «Abreviatura: VOL. En inglés: Willpower, WIP.».
    const problems: string[] = [];
    let termPages = 0;
    for (const { url, content } of await fragments()) {
      const html = await readFile(path.join(DIST_DIR, url, 'index.html'), 'utf8').catch(() => '');
      const list = /<dl class="term-names"[\s\S]*?<\/dl>/.exec(html)?.[0];
      if (!list) continue;
      termPages++;
      const title = decodeEntities(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)![1]!);
      const names = [...list.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)]
        .map(
          ([, label, said]) =>
            `${decodeEntities(label!)}: ${decodeEntities(said!).replace(/[^.!?…]$/, '$&.')}`,
        )
        .join(' ');
      // Pagefind ends a heading with a full stop unless it ends in one of its own («¡¡¡Retirada!!!»).
      const heading = /[.!?]$/.test(title) ? title : `${title}.`;
      if (content !== `${heading} ${names}`) problems.push(`${url}: «${content}»`);
    }
    expect(termPages).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 60_000);

  it('cada FAQ marca su edición y su respuesta, y el extracto de la respuesta es su texto', async () => {
    let rulings = 0;
    for (const { url, content, anchors } of await fragments()) {
      for (const answer of anchors.filter((a) => a.id.endsWith('--respuesta'))) {
        rulings++;
        const id = answer.id.slice(0, -'--respuesta'.length);
        const edition = anchors.find((a) => a.id === `${id}--edicion`);
        expect(edition?.text, `${url}#${id}`).toMatch(/^N4 (FAQ|Errata)/);
        expect(content.split(/\s+/)[answer.location], `${url}#${id}`).toBeTruthy();
      }
    }
    // The seed site's FAQ and errata rulings.
    expect(rulings).toBeGreaterThan(50);
  }, 60_000);
});
