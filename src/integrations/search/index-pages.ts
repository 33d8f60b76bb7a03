/**
 * The search index of the built site, with Pagefind's Node API:
 * 1. every page is read from the built site, in one fixed order (./index-order.ts);
 * 2. the glossary's names of a term (abbreviations, English names, old titles) are added to the
 *    copy Pagefind indexes, as weighted text beside the term's title or anchor: "ORA" finds
 *    «Orden de Reacción Automática» before pages that merely contain "oración";
 * 3. a space is put where Pagefind would otherwise run two words into one (`separateWords`);
 * 4. Pagefind writes `dist/pagefind/`; the typo vocabulary and link previews go to `dist/search/`.
 * The served HTML is not changed.
 */
import { readFileSync } from 'node:fs';
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import * as pagefind from 'pagefind';
import { loadSiteGlossary } from '../../lib/glossary/load.ts';
import type { GlossaryTerm } from '../../lib/glossary/schema.ts';
import { escapeHtml } from '../../lib/html-entities.ts';
import { phraseKey } from '../../lib/search/fold.ts';
import { createSearchData } from './search-data.ts';
import type { SitePageFile } from '../site-files.ts';
import { childrenNamed, untilReaped } from '../stages.ts';
import { giveMemoryBack } from './give-memory-back.ts';

/** Weight of the glossary names in the index: above body text (1), below the page title (10). */
export const NAME_WEIGHT = 8;

/** Pages sent to Pagefind's service before the first of them is answered. */
const IN_FLIGHT = 16;

/** The names of terms to add to one page, by anchor (`''` = the page itself). */
export function namesByAnchor(
  terms: readonly GlossaryTerm[],
  pageUrl: string,
): Map<string, string[]> {
  const byAnchor = new Map<string, string[]>();
  for (const term of terms) {
    if (!term.url) continue;
    const [path, anchor = ''] = term.url.split('#') as [string, string?];
    if (path !== pageUrl) continue;
    // A page's own title is already its weighted <h1>; an anchor's term name may differ from its heading.
    const names = [...term.abbr, ...term.en, ...term.aliases, ...(anchor ? [term.title] : [])];
    byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), ...names]);
  }
  return byAnchor;
}

/**
 * The names worth adding after a heading: one spelling of each (case, accents and punctuation
 * aside), none the heading's own text, so an excerpt never reads «Berserk. Berserk.».
 */
export function namesToAdd(heading: string, names: readonly string[]): string[] {
  const seen = new Set([phraseKey(heading)]);
  return names.filter((name) => {
    const key = phraseKey(name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An element's text as Pagefind reads it: without what `data-pagefind-ignore` leaves out (a
 * heading's «#» and share buttons).
 */
export function indexedText(html: string): string {
  const drop = (node: Nodes): void => {
    if (!('children' in node)) return;
    node.children = node.children.filter(
      (child) => child.type !== 'element' || child.properties['dataPagefindIgnore'] === undefined,
    ) as typeof node.children;
    for (const child of node.children) drop(child);
  };
  const tree = fromHtml(html, { fragment: true });
  drop(tree);
  return toString(tree);
}

/**
 * A term page (src/pages/reglas/[termino].astro) lists its other names itself, in a `<dl>`
 * indexed at a low weight. Each of its `<dd>` gets the names' weight instead, and those names
 * are not added again after its title: its excerpt read «Voluntad (VOL). VOL · Willpower · WIP.
 * Abreviatura VOL En inglés Willpower, WIP», and now «Voluntad (VOL). Abreviatura: VOL. En
 * inglés: Willpower, WIP.».
 */
const TERM_NAMES = /<dl class="term-names"[^>]*>[\s\S]*?<\/dl>/;

function weighTermNames(html: string): { html: string; listed: Set<string> } {
  const list = TERM_NAMES.exec(html);
  if (!list) return { html, listed: new Set() };
  const listed = new Set<string>();
  const weighed = list[0]
    .replace(/<dd([^>]*)>([^<]*)<\/dd>/g, (_dd, attributes, text) => {
      for (const name of indexedText(text).split(', ')) listed.add(phraseKey(name));
      const end = /[.!?…]$/.test(text) ? '' : '.';
      return `<dd${attributes} data-pagefind-weight="${NAME_WEIGHT}">${text}${end}</dd>`;
    })
    .replace(/<\/dt>/g, ':</dt>');
  return { html: html.replace(list[0], () => weighed), listed };
}

/** The page with the glossary names inserted after its `<h1>` or after the element of each anchor. */
export function injectNames(html: string, byAnchor: Map<string, string[]>): string {
  const { html: weighed, listed } = weighTermNames(html);
  let out = weighed;
  for (const [anchor, allNames] of byAnchor) {
    const names = anchor ? allNames : allNames.filter((name) => !listed.has(phraseKey(name)));
    const start = anchor
      ? out.search(new RegExp(`<(h[1-6])[^>]*\\sid="${anchor}"`))
      : out.search(/<h1[\s>]/);
    if (start < 0) continue;
    const tag = /^<(h[1-6])/.exec(out.slice(start))![1]!;
    const close = out.indexOf(`</${tag}>`, start);
    if (close < 0) continue;
    const heading = indexedText(out.slice(out.indexOf('>', start) + 1, close));
    const added = namesToAdd(heading, names);
    if (added.length === 0) continue;
    const block = `<p data-pagefind-weight="${NAME_WEIGHT}">${escapeHtml(added.join(' · '))}</p>`;
    const at = close + tag.length + 3;
    out = `${out.slice(0, at)}${block}${out.slice(at)}`;
  }
  return out;
}

/**
 * Elements that Pagefind 1.6 reads as inline: the text of one runs into the next with no space
 * between, in the excerpts and in the index (`<dt>Abreviatura</dt><dd>LDT</dd>` gave
 * "AbreviaturaLDT", a table's header row "EjércitoTierPuntos", a blockquote and the paragraph after
 * it one word). Measured on Pagefind 1.6: these join; p, div, li, td, tr, section, article and
 * the headings do not. A browser shows each of them as a block (or a cell).
 */
const JOINED_BLOCKS =
  /<\/(?:address|aside|blockquote|caption|dd|details|dl|dt|fieldset|figcaption|figure|header|hgroup|legend|pre|summary|th)>/g;

/**
 * A footnote mark stands against its word («al final de la partida¹»), and Pagefind indexed the
 * two as one word: "partida1", which a search for "partida" does not find.
 */
const FOOTNOTE_MARK = /<sup[\s>]/g;

/**
 * The page with its words apart, as a reader sees them: a space after each element of
 * `JOINED_BLOCKS` and before each footnote mark.
 */
export const separateWords = (html: string): string =>
  html.replace(JOINED_BLOCKS, '$& ').replace(FOOTNOTE_MARK, ' $&');

/**
 * Whether Pagefind indexes the page: once any page of the site has an element marked
 * `data-pagefind-body` (every page of the layout's own, `indexed`), Pagefind leaves out every
 * page without one. Such a page (a ruling's own page, a redirect page) is not sent at all: the
 * service would still read it whole and hold its words to the end, a large share of its memory
 * at its peak.
 */
export const isIndexed = (html: string): boolean => html.includes('data-pagefind-body');

/**
 * What Pagefind reads of a page: the `<html>` tag (its language) and the element marked
 * `data-pagefind-body`, the only part it indexes. A page where these are not found is given whole.
 */
export function pagefindInput(html: string): string {
  const body = html.search(/<main\b[^>]*\sdata-pagefind-body[\s>]/);
  const end = html.lastIndexOf('</main>');
  const open = /<html\b[^>]*>/.exec(html)?.[0];
  if (body < 0 || end < body || !open) return html;
  return `<!DOCTYPE html>${open}<body>${html.slice(body, end + '</main>'.length)}</body></html>`;
}

/**
 * What a reader of a result never needs: the placeholder of a missing image («▧ Imagen no
 * disponible: eng lieutenant order 512»), and the edition label of a page's only version where
 * the page already says its edition («Regla exclusiva de N4. N4.»). Left out of the index.
 */
export function dropNoise(html: string): string {
  let out = html.replace(
    /<(figure|span) class="image-placeholder(?: image-placeholder--inline)?"/g,
    '$& data-pagefind-ignore="all"',
  );
  if (out.includes('<p class="edition-note">'))
    out = out.replace(
      /<p class="version__label">/g,
      '<p class="version__label" data-pagefind-ignore>',
    );
  return out;
}

/**
 * A mission's skill (`<div class="mission-skill" id>`, its name in the skill box) as a heading
 * of its own in the indexed copy, so that Pagefind lists it as a section («Conectar Antenas» of
 * Tres en Raya): Pagefind makes sections of headings only. Its link is the served page's anchor.
 */
export function skillHeadings(html: string): string {
  return html.replace(
    /<div class="mission-skill" id="([^"]+)"([^>]*)>(<div class="skillbox[^"]*">)<span class="skillbox__name">([^<]*)<\/span>/g,
    '<div class="mission-skill"$2>$3<h4 id="$1" class="skillbox__name">$4</h4>',
  );
}

/**
 * An FAQ or errata ruling as the search reads it: its question (the heading), then its edition
 * and version (`#<id>--edicion`), its answer (`#<id>--respuesta`) and what it relates to
 * (`#<id>--relacionado`), each marked by an id that Pagefind records with its place in the
 * page's text. The served box shows the edition above the question; here it follows it, inside
 * the ruling's section, where the result's ruling reads it (src/lib/search/rulings.ts).
 */
export function rulingParts(html: string): string {
  return html
    .replace(
      /(<section class="faqbox[^"]*" data-faq="([^"]+)"[^>]*>)<p class="faqbox__header">[\s\S]*?<span class="faqbox__title">([^<]*)(?:<span class="faqbox__version">([^<]*)<\/span>)?<\/span>[\s\S]*?<\/p>(<div class="faqbox__question">[\s\S]*?<\/div>)<div class="faqbox__answer"/g,
      (
        _whole,
        open: string,
        id: string,
        title: string,
        version: string | undefined,
        question: string,
      ) =>
        `${open}${question}<p id="${id}--edicion">${title.trim()}${version ?? ''}</p><div class="faqbox__answer" id="${id}--respuesta"`,
    )
    .replace(/<div class="faqbox__related">/g, (match, offset: number, all: string) => {
      const at = all.lastIndexOf('data-faq="', offset);
      const id = at < 0 ? undefined : /^data-faq="([^"]+)"/.exec(all.slice(at))?.[1];
      return id ? `<div class="faqbox__related" id="${id}--relacionado">` : match;
    });
}

/** The copy of a page that Pagefind indexes: with the glossary's names, its words apart. */
export const indexedHtml = (html: string, url: string, terms: readonly GlossaryTerm[]): string =>
  separateWords(
    rulingParts(
      skillHeadings(dropNoise(injectNames(pagefindInput(html), namesByAnchor(terms, url)))),
    ),
  );

/**
 * Indexes the built site with Pagefind's Node API and writes the bundle to `<siteDir>/pagefind/`,
 * the typo vocabulary and the link previews to `<siteDir>/search/`; what it counted.
 * Pagefind's service handles its messages one at a time, in the order they arrive (its loop over
 * stdin; `pagefind/src/service/mod.rs`), and the index depends on that order: `pages` comes in
 * one fixed order, and every page is sent without waiting for the one before (a few at a time),
 * so the service never waits for this process between pages. Each page is read when its turn
 * comes, counted for the search data, sent if Pagefind indexes it (`isIndexed`) and dropped.
 * While the service writes its bundle, this process writes the search data.
 */
export async function buildSearchIndex(
  siteDir: string,
  pages: readonly SitePageFile[],
): Promise<{ pages: number; words: number; terms: number }> {
  const terms = loadSiteGlossary().terms;
  const searchData = createSearchData(terms);
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'es' });
  if (!index) throw new Error(`Pagefind no pudo crear el índice: ${errors.join('; ')}`);
  // Its service, a child of this process since createIndex: waited for after close() (which
  // only signals it), so that the stage's CPU includes the service's own (../stages.ts).
  const service = childrenNamed(process.pid, 'pagefind');
  try {
    // At most IN_FLIGHT pages sent ahead: sending every page at once queues them all (base64)
    // in this process and in the service, and the build's memory grows with the site.
    const pending: { url: string; result: Promise<{ errors: string[] }> }[] = [];
    const check = async ({ url, result }: (typeof pending)[number]) => {
      const { errors } = await result;
      if (errors.length > 0) throw new Error(`Pagefind ${url}: ${errors.join('; ')}`);
    };
    let count = 0;
    for (const { url, file } of pages) {
      if (pending.length >= IN_FLIGHT) await check(pending.shift()!);
      const html = readFileSync(file, 'utf8');
      searchData.add({ url, html });
      if (!isIndexed(html)) continue;
      pending.push({
        url,
        result: index.addHTMLFile({ url, content: indexedHtml(html, url, terms) }),
      });
      count++;
    }
    await Promise.all(pending.map(check));
    giveMemoryBack();
    const [written, data] = await Promise.all([
      index.writeFiles({ outputPath: `${siteDir}/pagefind` }),
      searchData.write(siteDir),
    ]);
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    return { pages: count, ...data };
  } finally {
    await pagefind.close();
    await untilReaped(service);
  }
}
