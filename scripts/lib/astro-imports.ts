/**
 * Whether a `.ts` file imports a `.astro` file (scripts/check-types.ts checks those again with
 * `astro check`, which knows a component's type; TypeScript 7 alone cannot read one).
 * Static imports and re-exports (`import X from './X.astro'`, `export { default } from …`,
 * type-only ones too) and dynamic ones (`import('./X.astro')`); a `.astro` name in a comment or
 * a string elsewhere is not an import.
 */
const STATIC = /^\s*(?:import|export)\b[^;]*?['"][^'"\n]+\.astro['"]/m;
const DYNAMIC = /\bimport\(\s*['"][^'"\n]+\.astro['"]/;

export function importsAstro(source: string): boolean {
  return STATIC.test(source) || DYNAMIC.test(source);
}
