/**
 * The page that defines a name comes first: every name the search box knows
 * (`dist/search/terms.json`: each term's title, abbreviations, English names and other
 * spellings), typed into the site's search box, puts its term's page first, and the term's
 * heading among that result's sections when the term is a heading. A name two terms share
 * leads to neither for sure, and is left out (and counted).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { termsFromRecords, type TermRecord } from '../../src/lib/search/term-records.ts';
import { rankOf, searchAll } from '../../tools/lib/search-harness.ts';
import { phraseKey } from '../../src/lib/search/fold.ts';

const browser = useBrowser();

describe('cada nombre conocido lleva primero a su página', () => {
  it('título, abreviaturas, nombres ingleses y alias', { timeout: 240_000 }, async () => {
    const terms = termsFromRecords(
      JSON.parse(await readFile(path.join(DIST_DIR, 'search/terms.json'), 'utf8')) as TermRecord[],
    );
    const urlsOf = new Map<string, Set<string>>();
    for (const term of terms)
      for (const name of term.names)
        urlsOf.set(phraseKey(name), (urlsOf.get(phraseKey(name)) ?? new Set()).add(term.url));
    const queries = terms.flatMap((term) =>
      term.names
        .filter((name) => urlsOf.get(phraseKey(name))!.size === 1)
        .map((name) => ({ name, url: term.url })),
    );
    const page = await browser.open('/');
    const hits = await searchAll(
      page,
      queries.map((q) => q.name),
    );
    const misses = queries
      .map((query, i) => ({ ...query, rank: rankOf(hits[i]!, query.url) }))
      .filter(({ rank }) => rank !== 0)
      .map(({ name, url, rank }) => `«${name}» → ${url} (puesto ${rank < 0 ? '—' : rank + 1})`);
    const shared = [...urlsOf.values()].filter((urls) => urls.size > 1).length;
    console.log(`${queries.length} nombres; ${shared} compartidos por dos términos, fuera`);
    expect(queries.length).toBeGreaterThan(500);
    expect(misses).toEqual([]);
  });
});
