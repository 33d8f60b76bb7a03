/** Debian's Chromium: `npx playwright install` cannot download browsers here. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The browser the tests drive: CHROMIUM, else Debian's. */
export const CHROMIUM_PATH = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
