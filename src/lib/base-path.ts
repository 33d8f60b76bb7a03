/**
 * The sub-path the site is served under (`BASE_PATH=/infinity/ npm run build`), and the one
 * helper that puts it in front of a site path. Everything the site knows about its own pages
 * (content, collections, search data) stays root-relative (`/reglas/trabado/`); `withBase` is
 * applied where a URL leaves for the reader: an HTML attribute, a fetch, a manifest field.
 *
 * Where the base comes from:
 * - the browser scripts bundled by esbuild (inlined in pages, or `dist/assets/`): `__BASE_PATH__`,
 *   replaced by a string at build time (`baseDefine`), so the minifier keeps only `withBase`;
 * - pages (Astro/Vite): `import.meta.env.BASE_URL`, Astro's own `base`;
 * - build scripts that Node runs directly (service worker, manifest): `BASE_PATH`.
 */

declare const __BASE_PATH__: string | undefined;

/** `undefined`/`''`/`/` → `/`; `infinity`, `/infinity`, `/infinity/` → `/infinity/`. */
export function normalizeBase(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function configuredBase(): string {
  try {
    // Replaced by a string literal in pages; in plain Node `import.meta.env` is undefined.
    const fromBuild: unknown = import.meta.env.BASE_URL;
    if (typeof fromBuild === 'string') return normalizeBase(fromBuild);
  } catch {
    // Node running a build script: no `import.meta.env`.
  }
  return normalizeBase(globalThis.process?.env?.['BASE_PATH']);
}

/** The site's base, always with a slash at each end (`/` when served at the root). */
export const BASE: string = typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : configuredBase();

/**
 * A site path under the base: `/reglas/x/#y` → `/infinity/reglas/x/#y`. Only root-relative
 * paths change; `#anchor`, relative paths, `//host/…`, `https:`, `mailto:` are left alone.
 */
export function withBase(href: string, base: string = BASE): string {
  if (base === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${base}${href.slice(1)}`;
}

/** The inverse, for a URL read back from the page: `/infinity/reglas/x/` → `/reglas/x/`. */
export function withoutBase(pathname: string, base: string = BASE): string {
  if (base === '/' || !pathname.startsWith(base)) return pathname;
  return `/${pathname.slice(base.length)}`;
}

/** esbuild's `define` that gives a browser bundle the same `BASE` as the pages. */
export function baseDefine(base: string = BASE): Record<string, string> {
  return { __BASE_PATH__: JSON.stringify(base) };
}
