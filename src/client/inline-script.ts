/**
 * Build time only (Astro frontmatter): a browser script of src/client/ bundled and minified by
 * esbuild into one classic script to inline in the page, so running it costs no request.
 * Absolute imports (`/assets/…`, `/pagefind/…`) stay dynamic imports of files of the built site.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import { baseDefine } from '../lib/base-path.ts';

const built = new Map<string, string>();

/** `entry` is relative to the project root (`src/client/loader.ts`). */
export function inlineScript(entry: string): string {
  let code = built.get(entry);
  if (code === undefined) {
    const result = buildSync({
      entryPoints: [path.resolve(process.cwd(), entry)],
      bundle: true,
      minify: true,
      // ESM output of a file without exports is a plain script: no wrapper, no require shims around the dynamic imports.
      format: 'esm',
      target: 'es2022',
      external: ['/assets/*', '/pagefind/*'],
      // The site's base (BASE_PATH) for the script's URLs (src/lib/base-path.ts).
      define: baseDefine(),
      write: false,
      logLevel: 'error',
    });
    // Its own scope: no global names shared with the page's other inline scripts. What the entry
    // exports (for its tests) means nothing in a classic script: esbuild's final `export{…}` goes.
    const body = result.outputFiles[0]!.text.trim().replace(/export\s*\{[^}]*\};?$/, '');
    code = `(()=>{${body}})()`;
    built.set(entry, code);
  }
  return code;
}
