/**
 * The files Pagefind's `init()` downloads after `pagefind-entry.json`: the index's meta and the
 * WebAssembly of its language, chosen as Pagefind 1.6's `findIndex` does (the page's `lang`,
 * then its primary subtag, then the language with most pages). Knowing them lets the search
 * start both downloads while `pagefind.js` itself is still loading (src/client/search/load-engine.ts).
 */
export interface PagefindEntry {
  version?: string;
  languages: Record<string, { hash: string; wasm?: string | null; page_count: number }>;
}

export function pagefindFiles(
  entry: PagefindEntry,
  lang: string,
): { meta: string; wasm: string } | undefined {
  const languages = entry.languages ?? {};
  const index =
    languages[lang] ??
    languages[lang.split('-')[0]!] ??
    Object.values(languages).sort((a, b) => b.page_count - a.page_count)[0];
  if (!index) return undefined;
  return {
    meta: `pagefind.${index.hash}.pf_meta`,
    wasm: `wasm.${index.wasm || 'unknown'}.pagefind`,
  };
}
