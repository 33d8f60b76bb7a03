/**
 * The wiki build's incremental cache: a rebuild after one page changed converts and
 * writes that page again, and reuses everything else from `.cache/wiki/` (`WIKI_CACHE_DIR`;
 * `WIKI_CACHE=0` turns it off). Two steps are cached, each keyed by a hash of exactly what its
 * output is a function of, and of the code that computes it:
 *
 * - convert (wikitext → mdast, the expensive step): the revision's title, file and text. The
 *   line it starts at is not in the key: a revision added above it in the dump moves every page
 *   down, and the page's warnings are stored relative to its first line and moved back on reuse.
 * - emit (mdast + frontmatter → MDX text): the page's frontmatter and tree after linking. They
 *   already hold the slice of the site-wide indexes the page reads (where each of its links
 *   leads, which ruling each `{{seefaq}}` names, its backlinks), so a page is written again
 *   exactly when a change elsewhere changes what it shows, and never otherwise.
 *
 * Both keys start with the code's key (src/lib/content-key.ts, shared by every cache of the build):
 * any change of code starts from nothing. Entries not used by a build are deleted at its end.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Problem } from '../shared/context.ts';
import type { Revision } from './parse/split-dump.ts';
import { convertPage, PAGE_BUDGET_MS, type ConvertedPage } from './transform/convert-page.ts';
import { createPageContext, type PageContext } from './transform/page-context.ts';
import { convertInline } from './transform/inline.ts';
import { convertOnThreads, type ConvertJob } from './convert-pool.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { codeKey, contentKey } from '../../src/lib/content-key.ts';
import { memoryConverter, type PageConverter } from './converter.ts';

/** Each page's time budget in the site's build: `WIKI_PAGE_BUDGET_MS`, or the converter's own. */
export const BUILD_BUDGET_MS = Number(process.env['WIKI_PAGE_BUDGET_MS'] ?? PAGE_BUDGET_MS);

export interface CacheStats {
  /** Titles of the revisions converted from their wikitext (a page with history: several). */
  converted: string[];
  /** Revisions whose conversion was reused. */
  reused: number;
  /** Titles of the pages whose MDX was rendered again. */
  emitted: string[];
  /** Pages whose MDX was reused. */
  emitReused: number;
}

/**
 * The converter of the site's build (converter.ts): conversions and MDX stored on disk, the
 * missing ones made on worker threads by `prefill`/`prefillEmit` when there are many.
 */
export interface WikiCache extends PageConverter {
  stats: CacheStats;
  /** Deletes the entries this build did not use and writes `last-build.json` (the stats). */
  finish(): void;
}

/** The parts of a page's context the later steps read (the rest are the converter's tools). */
interface StoredPage {
  tree: Root;
  sections: string[];
  categories: string[];
  versions: Edition[];
  faqs: PageContext['faqs'];
  headings: PageContext['headings'];
  /** Warnings, `line` relative to the revision's first line. */
  warnings: Problem[];
}

/** Whole or not at all: a build stopped mid-write never leaves half an entry to be reused. */
function writeAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** A stored conversion, or undefined when the entry is missing or unreadable. */
function parseStored(text: string | undefined): StoredPage | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as StoredPage;
  } catch {
    return undefined;
  }
}

/** Whether a page's warnings say it was cut short by its time budget (never stored). */
const cutShort = (warnings: readonly Problem[]) =>
  warnings.some((w) => w.message.includes('la conversión pasó de'));

/**
 * Converts a revision and stores the result under `file` (unless the page was cut short by its
 * time budget: that depends on how busy the machine was). `own` receives the page's warnings.
 * The one conversion step of the cache, in this thread or in a worker (convert-worker.ts).
 */
export function convertAndStore(revision: Revision, file: string, own: Problem[]): ConvertedPage {
  const converted = convertPage(revision, own, BUILD_BUDGET_MS);
  if (!cutShort(own)) {
    const page: StoredPage = {
      tree: converted.tree,
      sections: converted.ctx.sections,
      categories: converted.ctx.categories,
      versions: [...converted.ctx.versions],
      faqs: converted.ctx.faqs,
      headings: converted.ctx.headings,
      warnings: own.map((w) => (w.line === undefined ? w : { ...w, line: w.line - revision.line })),
    };
    writeAtomic(file, JSON.stringify(page));
  }
  return converted;
}

/** Stores a page's rendered MDX under `file` (a worker's share of `emit`). */
export function storeEmitted(file: string, text: string): void {
  writeAtomic(file, text);
}

/** No cache: every page converted and rendered, as a clean build does. */
export function noCache(): WikiCache {
  const stats: CacheStats = { converted: [], reused: 0, emitted: [], emitReused: 0 };
  const memory = memoryConverter(BUILD_BUDGET_MS);
  return {
    ...memory,
    stats,
    convert(revision, warnings) {
      stats.converted.push(revision.title);
      return memory.convert(revision, warnings);
    },
    emit(title, frontmatter, tree, render) {
      stats.emitted.push(title);
      return memory.emit(title, frontmatter, tree, render);
    },
    finish() {},
  };
}

/** The repository: the converter's own code is here, whatever folder a build reads. */
const REPO = path.resolve(import.meta.dirname, '../..');

export function openWikiCache(dir: string): WikiCache {
  const version = codeKey(REPO);
  const convertDir = path.join(dir, 'convert');
  const emitDir = path.join(dir, 'emit');
  mkdirSync(convertDir, { recursive: true });
  mkdirSync(emitDir, { recursive: true });
  const used = new Set<string>();
  const stats: CacheStats = { converted: [], reused: 0, emitted: [], emitReused: 0 };
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };

  const entryOf = (revision: Revision) =>
    path.join(
      convertDir,
      `${contentKey(version, String(BUILD_BUDGET_MS), revision.title, revision.file, revision.text)}.json`,
    );
  // Entries converted or rendered by `prefill`/`prefillEmit` in this build: counted as such,
  // not as reused.
  const prefilled = new Set<string>();
  // An emit entry's file by the tree it renders, from `prefillEmit` (its key hashes the whole
  // tree: computed once). Valid only for the same frontmatter object.
  const emitFiles = new WeakMap<Root, { frontmatter: Record<string, unknown>; file: string }>();
  const emitFileOf = (frontmatter: Record<string, unknown>, tree: Root) => {
    const known = emitFiles.get(tree);
    if (known?.frontmatter === frontmatter) return known.file;
    const key = contentKey(version, JSON.stringify(frontmatter), JSON.stringify(tree));
    return path.join(emitDir, `${key}.mdx`);
  };

  return {
    stats,
    async prefill(revisions) {
      const missing = new Map<string, Revision>();
      for (const revision of revisions) {
        const file = entryOf(revision);
        if (!missing.has(file) && !existsSync(file)) missing.set(file, revision);
      }
      const jobs: ConvertJob[] = [...missing].map(([file, revision]) => ({ file, revision }));
      for (const file of await convertOnThreads(jobs)) prefilled.add(file);
    },
    async prefillEmit(pages) {
      const jobs = new Map<string, ConvertJob>();
      for (const { frontmatter, tree } of pages) {
        const file = emitFileOf(frontmatter, tree);
        emitFiles.set(tree, { frontmatter, file });
        if (!jobs.has(file) && !existsSync(file))
          jobs.set(file, { file, emit: { frontmatter, tree } });
      }
      for (const file of await convertOnThreads([...jobs.values()])) prefilled.add(file);
    },
    convert(revision, warnings) {
      const file = entryOf(revision);
      used.add(file);
      const page = parseStored(read(file));
      if (page) {
        if (prefilled.delete(file)) stats.converted.push(revision.title);
        else stats.reused++;
        for (const w of page.warnings)
          warnings.push(w.line === undefined ? w : { ...w, line: w.line + revision.line });
        const ctx = createPageContext(
          revision.title,
          revision.file,
          revision.line,
          revision.text,
          [],
          {
            inline: convertInline,
            budgetMs: BUILD_BUDGET_MS,
          },
        );
        Object.assign(ctx, {
          sections: page.sections,
          categories: page.categories,
          versions: new Set(page.versions),
          faqs: page.faqs,
          headings: page.headings,
        });
        return { revision, tree: page.tree, ctx };
      }
      stats.converted.push(revision.title);
      const own: Problem[] = [];
      const converted = convertAndStore(revision, file, own);
      warnings.push(...own);
      return converted;
    },
    emit(title, frontmatter, tree, render) {
      const file = emitFileOf(frontmatter, tree);
      used.add(file);
      const stored = read(file);
      if (stored !== undefined) {
        if (prefilled.delete(file)) stats.emitted.push(title);
        else stats.emitReused++;
        return stored;
      }
      stats.emitted.push(title);
      const text = render();
      storeEmitted(file, text);
      return text;
    },
    finish() {
      for (const sub of [convertDir, emitDir])
        for (const name of readdirSync(sub)) {
          const file = path.join(sub, name);
          if (!used.has(file)) rmSync(file, { force: true });
        }
      writeFileSync(path.join(dir, 'last-build.json'), JSON.stringify(stats, null, 2));
    },
  };
}

/**
 * The cache a build uses: `.cache/wiki/` for the site's own `content/generated/`, a folder of its
 * own for a build into another folder (the hostile-input site of the tests), so that one never
 * prunes the other's entries; `WIKI_CACHE_DIR` moves it, `WIKI_CACHE=0` turns it off.
 */
export function wikiCache(root: string, generatedDir: string): WikiCache {
  if (process.env['WIKI_CACHE'] === '0') return noCache();
  const own = path.relative(root, generatedDir) === path.join('content', 'generated');
  const fallback = own
    ? '.cache/wiki'
    : `.cache/wiki-${contentKey(path.resolve(generatedDir)).slice(0, 8)}`;
  return openWikiCache(path.resolve(root, process.env['WIKI_CACHE_DIR'] ?? fallback));
}
