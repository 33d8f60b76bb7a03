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
  // Astro prints what failed where it knows its file and line; an error from outside its own
  // checks (a compile thread out of memory, say) would otherwise end the build without a word.
  // One line always, the stack only with DEBUG.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`astro build se paró: ${message.split('\n')[0]}`);
  if (process.env['DEBUG']) console.error(error);
  process.exit(1);
}
