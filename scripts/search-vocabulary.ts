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
import { readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadGlossary } from '../src/lib/glossary/load.ts';
import { termNames } from '../src/lib/glossary/names.ts';
import { bucketPreviews } from '../src/lib/preview-buckets.ts';
import { words } from '../src/lib/search/fold.ts';
import type { SearchTerm } from '../src/lib/search/term-match.ts';

export interface SitePage {
  /** `/reglas/x/` */
  url: string;
  /** The built HTML. */
  html: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
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

/**
 * Every built page of the site with its URL (`dist/a/b/index.html` → `/a/b/`), sorted by URL.
 * Read one after another with `readFileSync`: at 5,045 pages (5,681 files, 206 MB of HTML) that
 * took 1.7–2.1 s, against 2.3–3.1 s awaiting `readFile` per file (3 runs each). Most of what is
 * left is holding the 206 MB, which Pagefind and the search data both read.
 */
export async function readSitePages(siteDir: string): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'pagefind' && entry.name !== '_astro') await walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(siteDir, dir).split(path.sep).join('/');
        pages.push({ url: rel ? `/${rel}/` : '/', html: readFileSync(full, 'utf8') });
      }
    }
  };
  await walk(siteDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** Distinct words of the site (2+ letters), most frequent first; glossary names included. */
export function buildVocabulary(pages: readonly SitePage[], extra: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const add = (text: string, weight = 1) => {
    for (const word of words(text)) {
      if (word.length < 2 || /^\d+$/.test(word)) continue;
      const lower = word.toLowerCase();
      counts.set(lower, (counts.get(lower) ?? 0) + weight);
    }
  };
  for (const page of pages)
    if (!page.html.includes('http-equiv="refresh"')) add(htmlText(mainHtml(page.html)));
  for (const name of extra) add(name, 3);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}

/** Glossary terms that lead somewhere, in the compact form the search box loads. */
export function searchTerms(): SearchTerm[] {
  return loadGlossary()
    .terms.filter((term) => term.url)
    .map((term) => ({
      title: term.title,
      url: term.url!,
      parte: term.parte,
      names: termNames(term),
      ...(term.abbr.length > 0 ? { abbr: term.abbr } : {}),
    }));
}

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

/** Title and first lines of every content page (not redirects, not the 404). */
export function buildPreviews(pages: readonly SitePage[]): Record<string, Preview> {
  const previews: Record<string, Preview> = {};
  for (const page of pages) {
    if (page.html.includes('http-equiv="refresh"')) continue;
    const main = mainHtml(page.html);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main);
    if (!h1) continue;
    // The layout's fallback description ("…: reglas de Infinity en español, con sus FAQ…") says nothing of the rule.
    const meta = /<meta name="description" content="([^"]*)"/
      .exec(page.html)?.[1]
      ?.replace(/^.*reglas de Infinity en español, con sus FAQ y erratas\.$/, '');
    const afterTitle = main.slice(h1.index + h1[0].length);
    const paragraph = /<p>([\s\S]*?)<\/p>/.exec(afterTitle)?.[1];
    const text = meta ? decodeEntities(meta) : paragraph ? htmlText(paragraph) : '';
    previews[page.url] = { t: htmlText(h1[1]!), d: clip(text) };
  }
  return previews;
}

/** Previews per file: about 6 KB of JSON, 2 KB gzip. */
export const PREVIEWS_PER_BUCKET = 24;

/** Writes `search/terms.json`, `search/vocabulary.json` and `search/previews/` into the built site. */
export async function writeSearchData(siteDir: string, pages?: SitePage[]): Promise<void> {
  const all = pages ?? (await readSitePages(siteDir));
  const terms = searchTerms();
  const vocabulary = buildVocabulary(
    all,
    terms.flatMap((term) => term.names),
  );
  await mkdir(path.join(siteDir, 'search'), { recursive: true });
  await writeFile(path.join(siteDir, 'search/terms.json'), JSON.stringify(terms));
  await writeFile(
    path.join(siteDir, 'search/vocabulary.json'),
    JSON.stringify({ words: vocabulary }),
  );
  // Link previews in buckets by path (src/lib/preview-buckets.ts): the first hover fetches
  // the small index and one bucket, never the previews of the whole site.
  const { firsts, buckets } = bucketPreviews(buildPreviews(all), PREVIEWS_PER_BUCKET);
  await mkdir(path.join(siteDir, 'search/previews'), { recursive: true });
  await writeFile(path.join(siteDir, 'search/previews/index.json'), JSON.stringify(firsts));
  for (const [i, bucket] of buckets.entries())
    await writeFile(path.join(siteDir, `search/previews/${i}.json`), JSON.stringify(bucket));
  console.log(`search: ${vocabulary.length} palabras, ${terms.length} términos del glosario`);
}
