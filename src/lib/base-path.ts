/**
 * The sub-path the site is served under (`BASE_PATH=/infinity/ npm run build`), and the one
 * helper that puts it in front of a site path. Everything the site knows about its own pages
 * (content, collections, search data) stays root-relative (`/reglas/trabado/`); `withBase` is
 * applied where a URL leaves for the reader: an HTML attribute, a fetch, a manifest field.
 *
 * Where the base comes from:
 * - pages (Astro/Vite) and the browser scripts (esbuild, see `baseDefine`) read
 *   `import.meta.env.BASE_URL`, replaced by a string at build time;
 * - build scripts that Node runs directly (service worker, manifest) read `BASE_PATH`.
 */

/** `undefined`/`''`/`/` → `/`; `infinity`, `/infinity`, `/infinity/` → `/infinity/`. */
export function normalizeBase(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function configuredBase(): string {
  try {
    // Replaced by a string literal in pages and bundles; in plain Node `import.meta.env` is undefined.
    const fromBuild: unknown = import.meta.env.BASE_URL;
    if (typeof fromBuild === 'string') return normalizeBase(fromBuild);
  } catch {
    // Node running a build script: no `import.meta.env`.
  }
  return normalizeBase(globalThis.process?.env?.['BASE_PATH']);
}

/** The site's base, always with a slash at each end (`/` when served at the root). */
export const BASE: string = configuredBase();

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
  return { 'import.meta.env.BASE_URL': JSON.stringify(base) };
}
