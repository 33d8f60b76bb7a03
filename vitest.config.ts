/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit, fixture and component tests (Astro's Vite config compiles `.astro` files for the
// Container API). The browser suite has its own config, since it needs a built site.
export default getViteConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Worker threads sharing one module graph: in a fresh process per file, every file compiled
    // the same scripts again, most of the suite's CPU (docs/figures.md). Tests build
    // their own context, temporary folders and env; the suite also passes with its files in a
    // random order (`npx vitest run --sequence.shuffle`).
    pool: 'threads',
    isolate: false,
    // `npm test` runs these at nice 5 beside the site build and the browser tests, on two cores:
    // a test that takes seconds alone (compiling rule pages, starting worker threads) can take
    // several times that there, and Vitest's default timeout would fail it for being slow, not
    // wrong. Tests that bound their time say so with their own assertion.
    testTimeout: 30_000,
  },
});
