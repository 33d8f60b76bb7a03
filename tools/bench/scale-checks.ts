/**
 * Whether a large build's output is right, checked after the timed build: every page built, the
 * site's own link checker over every page, and the site's own search, in Chromium, for rule pages
 * spread over the whole set.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { checkDist } from '../lib/link-check.ts';
import { rankOf, searchAll } from '../lib/search-harness.ts';
import { serverUrl, startServer } from '../../scripts/serve.ts';

/** The origin canonical and Open Graph URLs are written with (SITE_URL, as the build). */
const ORIGIN = new URL(process.env['SITE_URL'] ?? 'http://localhost:4321').origin;

/** Every internal URL of every page names a file, every `#fragment` an id of its target. */
export async function linkCheck(outDir: string) {
  const { pages, urls, fragments, problems } = await checkDist(outDir, ORIGIN);
  return { pages, urls, fragments, problems: problems.length, firstProblems: problems.slice(0, 5) };
}

/** The text of a page's first `<h1>`, as a reader sees it (entities decoded: «&#39;» is «'»). */
function headingOf(html: string): string | undefined {
  const h1 = /<h1\b[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0];
  return (
    h1 &&
    toText(fromHtml(h1, { fragment: true }))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The rule pages of a built site (not the letter, section and FAQ lists under `/reglas/`, not a
 * redirect: the pages Pagefind indexes as rules), by folder name, sorted: read once, for the
 * count of pages built and for the search check's samples.
 */
export async function builtRulePages(outDir: string): Promise<string[]> {
  const names = (await readdir(path.join(outDir, 'reglas'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const rules: string[] = [];
  for (const name of names) {
    const html = await readFile(path.join(outDir, 'reglas', name, 'index.html'), 'utf8').catch(
      () => '',
    );
    if (html.includes('data-pagefind-body')) rules.push(name);
  }
  return rules;
}

/** Below this share of sampled pages in the first three results, the check fails. */
export const SEARCH_FLOOR = 0.9;

/**
 * `samples` of the `rulePages` (`builtRulePages`), taken at even steps over the whole list, each
 * searched by its title in the site's search box. A page found in the first three results
 * counts. `problem` is set when fewer than SEARCH_FLOOR of them count.
 * Not every title can come first in a synthetic wiki: its 112 copies of a page share every word
 * but their number, and a one-digit number is also the start of ten two-digit ones (Pagefind
 * matches prefixes): «Órdenes y Reserva de Órdenes 2» ranks copy 20 first, and copy 2 third or
 * lower (the order of equal scores varies between searches).
 */
export async function searchCheck(outDir: string, rulePages: readonly string[], samples = 30) {
  const step = Math.max(1, Math.floor(rulePages.length / samples));
  const picked: { name: string; title: string }[] = [];
  for (const name of rulePages.filter((_, i) => i % step === 0).slice(0, samples)) {
    const html = await readFile(path.join(outDir, 'reglas', name, 'index.html'), 'utf8');
    picked.push({ name, title: headingOf(html) ?? name });
  }

  const server = await startServer(outDir, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${serverUrl(server)}/`);
    const hits = await searchAll(
      page,
      picked.map((p) => p.title),
    );
    const results = picked.map((p, i) => ({
      ...p,
      rank: rankOf(hits[i]!, `/reglas/${p.name}/`),
    }));
    return {
      ...judgeSearch(results),
      misses: results
        .filter((r) => r.rank < 0 || r.rank >= 3)
        .map((r) => `«${r.title}» → /reglas/${r.name}/ (puesto ${r.rank < 0 ? '—' : r.rank + 1})`),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The figures of a search check from each sampled page's rank (0-based, -1: not shown). */
export function judgeSearch(results: readonly { rank: number }[]) {
  const found = results.filter((r) => r.rank >= 0 && r.rank < 3);
  const problem =
    found.length < SEARCH_FLOOR * results.length
      ? `solo ${found.length} de ${results.length} páginas entre los tres primeros resultados`
      : undefined;
  return {
    queries: results.length,
    first: results.filter((r) => r.rank === 0).length,
    inFirstThree: found.length,
    ...(problem ? { problem } : {}),
  };
}
