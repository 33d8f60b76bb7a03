import { defineConfig } from 'vitest/config';
import BrowserFileOrder from './tests/e2e/helpers/sequencer.ts';

// Browser tests: one Chromium and one static server for the whole run (see tests/e2e/helpers/),
// shared by two files at a time: while one file waits on the browser or builds its own site
// (the BASE_PATH and hostile-input tests share one), the other runs.
// E2E_WORKERS=1 runs them one by one (a busy machine).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Each worker imports playwright-core and the helpers once, not once per file, which saves
    // CPU on every file (docs/figures.md). The files keep no state between them
    // but what their hooks set up and close (helpers/browser.ts, helpers/audit.ts).
    isolate: false,
    maxWorkers: Number(process.env['E2E_WORKERS'] ?? 2),
    // The same order everywhere: the longest files first (helpers/sequencer.ts).
    sequence: { sequencer: BrowserFileOrder },
  },
});
