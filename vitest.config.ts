/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit, fixture and component tests (Astro's Vite config compiles `.astro` files for the
// Container API). The browser suite has its own config, since it needs a built site.
export default getViteConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});
