/**
 * What the build may print as a warning, and nothing else. Astro/Vite warnings hide real
 * problems when they scroll by by the hundred, so the known harmless ones are named here, each
 * with why, and a test fails on any other warning line in the build log.
 */

/** A Rolldown/Vite warning as `onwarn` receives it. */
export interface BundlerWarning {
  code?: string;
  message: string;
}

/**
 * Vite's MODULE_LEVEL_DIRECTIVE for Astro's own `"use astro:head-inject"` directive, printed once
 * per MDX page ("The semantics of the module level directive "use astro:head-inject" in
 * "content/generated/rules/trabado.mdx?astroPropagatedAssets" may not be preserved when
 * bundling."): Astro reads the directive before bundling, so nothing is lost
 * (withastro/astro#18087). Any other directive still warns.
 */
export function isKnownNoise(warning: BundlerWarning): boolean {
  return (
    warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')
  );
}

/**
 * Warning lines of a build log that are allowed, each with why. Short on purpose: a new entry
 * needs a reason a reviewer accepts.
 */
export const ALLOWED_WARNINGS: { pattern: RegExp; why: string }[] = [];

/** Lines that look like warnings (`[WARN]`, `warning`, `aviso`) and are not on the allow list. */
export function unexpectedWarnings(log: string): string[] {
  return log
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex -- ANSI colours
    .split('\n')
    .filter((line) => /\[WARN\]|\bwarn(ing)?\b|\baviso\b/i.test(line))
    .filter((line) => !ALLOWED_WARNINGS.some(({ pattern }) => pattern.test(line)));
}

/**
 * A Vite plugin that drops exactly the known harmless warning above, in every build environment:
 * Astro replaces each environment's `build` options, so a top-level
 * `vite.build.rolldownOptions.onwarn` never reaches them. Every other warning is still printed.
 */
export function quietKnownNoise() {
  const onwarn = (warning: BundlerWarning, warn: (warning: BundlerWarning) => void) => {
    if (!isKnownNoise(warning)) warn(warning);
  };
  return {
    name: 'quiet-known-noise',
    configEnvironment: () => ({ build: { rolldownOptions: { onwarn } } }),
  };
}
