/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit, fixture and component tests (Astro's Vite config compiles `.astro` files for the
// Container API). The browser suite has its own config, since it needs a built site.
export default getViteConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Worker threads sharing one module graph: each of the ~90 files used to compile the same
    // scripts again in a fresh process (58 s of CPU for 41 s of tests; now 16 s). Tests build
    // their own context, temporary folders and env; the suite also passes with its files in a
    // random order (`npx vitest run --sequence.shuffle`).
    pool: 'threads',
    isolate: false,
  },
});
