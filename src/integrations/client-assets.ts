/**
 * The scripts a page loads only on demand (src/client/loader.ts), bundled by esbuild into
 * `dist/assets/` under fixed names the inlined loader knows; the service worker's precache
 * revisions (by content) replace them cleanly on a new build:
 * - `search.js` + `search.css`: the search dialog (src/client/search/app.ts);
 * - `search-reader.js`: what reads a query that is not a name, loaded by the search on the first
 *   such query (src/client/search/reader.ts);
 * - `offline.js`: the "Hay una versión nueva" notice (src/client/offline/update-notice.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { baseDefine } from '../lib/base-path.ts';
import { playerWordsSchema } from '../lib/glossary/player-words.ts';
import { stemmer } from '@orama/stemmers/spanish';
import { createAnalyzer, readerWords, type ReaderWords } from '../lib/search/analyze.ts';
import { askedIndex } from '../lib/search/asked-before.ts';
import { playerQueriesSchema } from '../lib/search/player-queries.ts';
import { setsNamed } from '../lib/search/query-sets.ts';
import { searchStem } from '../lib/search/stem.ts';
import { mentionAnchors } from '../lib/search/term-mentions.ts';
import type { PagefindEntry } from '../lib/search/pagefind-files.ts';
import { generatedPath } from '../content/generated-dir.ts';
import { termPageSchema } from '../content/wiki-data.ts';
import { z } from 'astro/zod';
import { recordStage } from './stages.ts';

export const CLIENT_ENTRIES = {
  search: 'src/client/search/app.ts',
  'search-reader': 'src/client/search/reader.ts',
  offline: 'src/client/offline/update-notice.ts',
} as const;

/** Keys of the reviewed data that say why and where from: for reviewers, not for readers' browsers. */
const REVIEW_KEYS: ReadonlySet<string> = new Set(['$comment', 'why', 'source']);

/** Reviewed JSON (content/glossary/) bundled without its review notes. */
export function withoutReviewNotes(text: string): string {
  return JSON.stringify(JSON.parse(text), (key, value: unknown) =>
    REVIEW_KEYS.has(key) ? undefined : value,
  );
}

/** The reviewed player words as the reader reads them, read once for every plugin that needs them. */
interface PlayerWordsFile {
  file: string;
  words: Promise<ReaderWords>;
}

const readPlayerWords = (root: string): PlayerWordsFile => {
  const file = path.join(root, 'content/glossary/player-words.json');
  return {
    file,
    words: readFile(file, 'utf8').then((text) =>
      readerWords(playerWordsSchema.parse(JSON.parse(text))),
    ),
  };
};

/**
 * The reader's player words (src/client/search/reader-words.ts) as their value, read once here
 * rather than by every phone that loads the reader.
 */
const readerWordsAtBuild = ({ file, words }: PlayerWordsFile): Plugin => ({
  name: 'reader-words-at-build',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]client[\\/]search[\\/]reader-words\.ts$/ }, async () => ({
      contents: `export const words = ${JSON.stringify(await words)};`,
      loader: 'js',
      watchFiles: [file],
    }));
  },
});

/**
 * The questions players asked before (src/client/search/asked-questions.ts) as their value: the
 * tuning sets only, each read once here; the held-out sets never reach the bundle. `ASKED_OUT`
 * (a pattern of set names) leaves tuning sets out too, so that they can measure the reader that
 * never saw them (docs/tools.md).
 */
const askedAtBuild = (root: string, { file: wordsFile, words }: PlayerWordsFile): Plugin => ({
  name: 'asked-questions-at-build',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]src[\\/]client[\\/]search[\\/]asked-questions\.ts$/ },
      async () => {
        const queriesFile = path.join(root, 'content/search/player-queries.json');
        const queries = playerQueriesSchema.parse(JSON.parse(await readFile(queriesFile, 'utf8')));
        const stem = searchStem(stemmer);
        const leftOut = setsNamed(process.env['ASKED_OUT']);
        const asked = askedIndex(
          queries.queries.filter(({ set }) => !leftOut(set)),
          createAnalyzer(await words, stem),
          stem,
        );
        return {
          contents: `export const asked = ${JSON.stringify(asked)};`,
          loader: 'js',
          watchFiles: [wordsFile, queriesFile],
        };
      },
    );
  },
});

/**
 * Where each term page quotes the pages that mention it (src/client/search/term-mentions.ts) as
 * its value, from the wiki stage's term pages.
 */
const mentionsAtBuild = (root: string): Plugin => ({
  name: 'term-mentions-at-build',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]client[\\/]search[\\/]term-mentions\.ts$/ }, async () => {
      const file = path.resolve(root, generatedPath('wiki/terms.json'));
      const terms = z.array(termPageSchema).parse(JSON.parse(await readFile(file, 'utf8')));
      return {
        contents: `export const mentions = ${JSON.stringify(mentionAnchors(terms))};`,
        loader: 'js',
        watchFiles: [file],
      };
    });
  },
});

const reviewNotesOut: Plugin = {
  name: 'review-notes-out',
  setup(build) {
    build.onLoad({ filter: /[\\/]content[\\/].*\.json$/ }, async (args) => ({
      contents: withoutReviewNotes(await readFile(args.path, 'utf8')),
      loader: 'json',
    }));
  },
};

export async function buildClientAssets(root: string, siteDir: string): Promise<void> {
  const playerWords = readPlayerWords(root);
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(CLIENT_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: path.join(siteDir, 'assets'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    // Pagefind's own files are loaded from the built site at run time.
    external: ['/pagefind/*', '/assets/*'],
    // The site's base (BASE_PATH): the scripts build their URLs with src/lib/base-path.ts.
    // Pagefind's entry as this build wrote it: the search starts its meta and wasm downloads
    // with itself, without waiting for the entry (src/client/search/load-engine.ts). Only its
    // languages, which name those files: the rest would be bytes of the first search for nothing.
    define: {
      ...baseDefine(),
      __PAGEFIND_ENTRY__: await readFile(path.join(siteDir, 'pagefind/pagefind-entry.json'), 'utf8')
        .then((text) =>
          JSON.stringify({ languages: (JSON.parse(text) as PagefindEntry).languages }),
        )
        .catch(() => 'null'),
    },
    plugins: [
      readerWordsAtBuild(playerWords),
      askedAtBuild(root, playerWords),
      mentionsAtBuild(root),
      reviewNotesOut,
    ],
    logLevel: 'warning',
  });
}

/** Bundles the on-demand scripts once the site (and its search index) is written. */
export function clientAssets(): AstroIntegration {
  let root = '';
  return {
    name: 'client-assets',
    hooks: {
      'astro:config:done': ({ config }) => void (root = fileURLToPath(config.root)),
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        await recordStage(root, outDir, 'client-assets', () => buildClientAssets(root, outDir));
      },
    },
  };
}
