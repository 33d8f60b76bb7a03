/**
 * The sitemap (`@astrojs/sitemap`) of every page a search engine should list: the glossary's
 * redirect pages carry `noindex` and stay out, as does the 404 page.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sitemap from '@astrojs/sitemap';
import { withoutBase } from '../lib/base-path.ts';

export function siteMap(base: string): AstroIntegration[] {
  // The build's output folder (`--outDir` included), known once the config is done.
  let outDir = '';
  const indexable = (page: string) => {
    const pathname = decodeURIComponent(withoutBase(new URL(page).pathname, base));
    const file = `${outDir}${pathname.slice(1)}index.html`;
    try {
      return !readFileSync(file, 'utf8').includes('<meta name="robots" content="noindex"');
    } catch {
      return true;
    }
  };
  return [
    {
      name: 'sitemap-out-dir',
      hooks: {
        'astro:config:done': ({ config }) => void (outDir = fileURLToPath(config.outDir)),
      },
    },
    sitemap({ filter: indexable }),
  ];
}
