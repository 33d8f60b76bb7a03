/**
 * Build-time data for the search box and the term previews, from the built site:
 * - `search/terms.json`: the glossary terms (every name → url) the search puts first, loaded
 *   with the search;
 * - `search/vocabulary.json`: the site's words (most frequent first) for typo correction, loaded
 *   only when a query finds too little (src/lib/search/engine.ts);
 * - `search/previews/`: title and first lines of every page, for link previews, in buckets
 *   by path with an index of their first paths (src/lib/preview-buckets.ts).
 * Plain text is taken from each page's `<main>`, the part Pagefind indexes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GlossaryTerm } from '../../lib/glossary/schema.ts';
import { termNames } from '../../lib/glossary/names.ts';
import { bucketPreviews } from '../../lib/preview-buckets.ts';
import { words } from '../../lib/search/fold.ts';
import type { SearchTerm } from '../../lib/search/term-match.ts';
import { termRecords } from '../../lib/search/term-records.ts';
import { decodeEntities } from '../../lib/html-entities.ts';

export interface SitePage {
  /** `/reglas/x/` */
  url: string;
  /** The built HTML. */
  html: string;
}

/** Text of an HTML fragment: tags, scripts and styles dropped, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(
    html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `<main>` of a page (what Pagefind indexes). */
export function mainHtml(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** Adds the words of `text` (2+ letters, not bare numbers) to `counts`, lower case, `weight` each. */
function countWords(counts: Map<string, number>, text: string, weight = 1): void {
  for (const word of words(text)) {
    if (word.length < 2 || /^\d+$/.test(word)) continue;
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + weight);
  }
}

/** The counted words, most frequent first (ties in alphabetical order). */
function byFrequency(counts: ReadonlyMap<string, number>): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}

/**
 * Glossary terms that lead somewhere, in the compact form the search box loads; `termPages`: the
 * URLs of the term pages (a rule the sources do not hold yet), which rank after a rule page.
 */
export function searchTerms(
  glossary: readonly GlossaryTerm[],
  termPages: ReadonlySet<string> = new Set(),
): SearchTerm[] {
  return glossary
    .filter((term) => term.url)
    .map((term) => ({
      title: term.title,
      url: term.url!,
      parte: term.parte,
      names: termNames(term),
      ...(term.abbr.length > 0 ? { abbr: term.abbr } : {}),
      ...(termPages.has(term.url!) ? { termPage: true } : {}),
    }));
}

/** A term page's article (src/pages/reglas/[termino].astro): the list of a rule's mentions. */
const TERM_PAGE = /<article class="rule term-page"/;

export interface Preview {
  /** Page title. */
  t: string;
  /** First lines: the meta description, or the first paragraph of the page. */
  d: string;
}

/** Up to `max` characters, cut at a word. */
export function clip(text: string, max = 240): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** Title and first lines of a content page (none for a page without a `<h1>`, such as a redirect). */
export function previewOf(html: string): Preview | undefined {
  const main = mainHtml(html);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main);
  if (!h1) return undefined;
  // The layout's fallback description ("…: reglas de Infinity en español, con sus FAQ…") says nothing of the rule.
  const meta = /<meta name="description" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/^.*reglas de Infinity en español, con sus FAQ y erratas\.$/, '');
  const afterTitle = main.slice(h1.index + h1[0].length);
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(afterTitle)?.[1];
  const text = meta ? decodeEntities(meta) : paragraph ? htmlText(paragraph) : '';
  return { t: htmlText(h1[1]!), d: clip(text) };
}

/** Previews per file: about 6 KB of JSON, 2 KB gzip. */
export const PREVIEWS_PER_BUCKET = 24;

/**
 * The search data of the site, gathered one page at a time (`add`, every page, redirects
 * included: they are left out here), then written into the built site (`write`):
 * `search/terms.json`, `search/vocabulary.json` (the glossary's names counted 3 times each) and
 * `search/previews/`. `glossary`: the site's (`loadSiteGlossary`), read once by the index.
 */
export function createSearchData(glossary: readonly GlossaryTerm[]) {
  const counts = new Map<string, number>();
  const previews: Record<string, Preview> = {};
  const termPages = new Set<string>();
  return {
    add(page: SitePage): void {
      if (page.html.includes('http-equiv="refresh"')) return;
      if (TERM_PAGE.test(page.html)) termPages.add(page.url);
      countWords(counts, htmlText(mainHtml(page.html)));
      const preview = previewOf(page.html);
      // A copy: the texts cut out of the page (its meta description) would otherwise keep the
      // whole page's HTML alive (V8's sliced strings) until the data is written.
      if (preview) previews[page.url] = JSON.parse(JSON.stringify(preview)) as Preview;
    },
    /** Writes the search data; how many words and glossary terms it holds. */
    async write(siteDir: string): Promise<{ words: number; terms: number }> {
      const terms = searchTerms(glossary, termPages);
      for (const name of terms.flatMap((term) => term.names)) countWords(counts, name, 3);
      const vocabulary = byFrequency(counts);
      await mkdir(path.join(siteDir, 'search'), { recursive: true });
      await writeFile(path.join(siteDir, 'search/terms.json'), JSON.stringify(termRecords(terms)));
      await writeFile(
        path.join(siteDir, 'search/vocabulary.json'),
        JSON.stringify({ words: vocabulary }),
      );
      // Link previews in buckets by path (src/lib/preview-buckets.ts): the first hover fetches
      // the small index and one bucket, never the previews of the whole site.
      const { firsts, buckets } = bucketPreviews(previews, PREVIEWS_PER_BUCKET);
      await mkdir(path.join(siteDir, 'search/previews'), { recursive: true });
      await writeFile(path.join(siteDir, 'search/previews/index.json'), JSON.stringify(firsts));
      for (const [i, bucket] of buckets.entries())
        await writeFile(path.join(siteDir, `search/previews/${i}.json`), JSON.stringify(bucket));
      return { words: vocabulary.length, terms: terms.length };
    },
  };
}
