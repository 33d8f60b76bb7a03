/**
 * The search, once Astro has written the site: Pagefind's index of every page, and the search
 * box's own data (typo vocabulary, glossary terms, link previews). See ./index-pages.ts.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { stop as stopEsbuild } from 'esbuild';
import { GENERATED_DIR } from '../../content/generated-dir.ts';
import { sitePageFiles } from '../site-files.ts';
import { recordStage } from '../stages.ts';
import { giveMemoryBack } from './give-memory-back.ts';
import { buildSearchIndex } from './index-pages.ts';
import { indexOrder } from './index-order.ts';

export function searchIndex(): AstroIntegration {
  let root = '';
  return {
    name: 'search',
    hooks: {
      'astro:config:done': ({ config }) => void (root = fileURLToPath(config.root)),
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const rulesDir = path.resolve(root, GENERATED_DIR, 'rules');
        const slugs = (await readdir(rulesDir).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.mdx'))
          .map((f) => f.slice(0, -'.mdx'.length));
        const pages = indexOrder(await sitePageFiles(outDir), slugs);
        // What rendering the pages left behind, given back before Pagefind starts; and
        // esbuild's service, which Vite started, ended (client-assets starts it again).
        await stopEsbuild();
        giveMemoryBack();
        const counted = await recordStage(root, outDir, 'pagefind', () =>
          buildSearchIndex(outDir, pages),
        );
        logger.info(
          `${counted.pages} páginas indexadas; ${counted.words} palabras y ${counted.terms} términos del glosario para el buscador`,
        );
      },
    },
  };
}
