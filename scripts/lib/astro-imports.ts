/**
 * Which `.ts` files see a `.astro` component's own type (scripts/check-types.ts checks those again
 * with `astro check`, which reads `.astro` files; TypeScript 7 alone cannot, and types each
 * `.astro` import loosely).
 */
import path from 'node:path';

/** The module specifiers of a file's static imports and re-exports, and of its dynamic imports. */
const STATIC =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"\n]+)['"]|^\s*import\s*['"]([^'"\n]+)['"]/gm;
// Not after a backtick: a comment that writes `import('./X.astro')` only names one. (One in a
// string still counts: that file is then checked once more than it needs, nothing worse.)
const DYNAMIC = /(?<![\w`.])import\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(STATIC), ...source.matchAll(DYNAMIC)].map((m) => (m[1] ?? m[2])!);
}

/**
 * Whether a file imports a `.astro` file: static imports and re-exports (`import X from
 * './X.astro'`, `export { default } from …`, type-only ones too) and dynamic ones
 * (`import('./X.astro')`); a `.astro` name in a comment or a string elsewhere is not an import.
 */
export function importsAstro(source: string): boolean {
  return specifiers(source).some((s) => s.endsWith('.astro'));
}

/**
 * The files, of `sources` (absolute path → text), that import a `.astro` file, and those that
 * import one of them by a relative path, and so on: a type re-exported from a component reaches
 * them too. Specifiers name files with their extension, as the project writes them
 * (`allowImportingTsExtensions`). Sorted.
 */
export function astroImporters(sources: ReadonlyMap<string, string>): string[] {
  const found = new Set([...sources].filter(([, text]) => importsAstro(text)).map(([f]) => f));
  const imports = new Map(
    [...sources].map(([file, text]) => [
      file,
      specifiers(text)
        .filter((s) => s.startsWith('.'))
        .map((s) => path.resolve(path.dirname(file), s)),
    ]),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, targets] of imports)
      if (!found.has(file) && targets.some((t) => found.has(t))) {
        found.add(file);
        grew = true;
      }
  }
  return [...found].sort();
}
