/**
 * `astro build` through Astro's own JavaScript API, in a process the build starts for it with
 * the memory settings of ./astro-memory.ts (scripts/build.ts replaces itself with this one). The
 * same build as the `astro build` command, without the command line's own modules in memory.
 * Its exit status is Astro's.
 */
import { build } from 'astro';

try {
  const outDir = process.argv[2];
  await build(outDir ? { outDir } : {});
} catch (error) {
  // Astro has already printed what failed, with its file and line where it knows them.
  if (process.env['DEBUG']) console.error(error);
  process.exit(1);
}
