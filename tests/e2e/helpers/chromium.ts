/**
 * The Chromium that the browser tests, the benches and the screenshots drive, and how it starts.
 * Debian's: `npx playwright install` cannot download browsers here.
 */

/**
 * Playwright's own `--disable-features` list (playwright-core's `chromiumSwitches.ts`), repeated:
 * Chromium keeps only the last `--disable-features` switch of its command line, so a list of ours
 * would drop Playwright's. tests/e2e/chromium.test.ts fails when the installed Playwright's list
 * has a feature this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Ours: the address bar's pop-ups as web pages (`chrome://omnibox-popup.top-chrome/` and its
 * `omnibox_popup_aim.html`). Headless Chromium 156 keeps one such renderer per window, and every
 * navigation updates it: about a ninth of Chromium's CPU on a run of page loads, for a pop-up no
 * test can open. Both names are needed; each alone leaves one of the two pages.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Without it Chromium calls Google's hosts at start, refused here many at a time.
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];

/** The browser the tests drive: CHROMIUM, else Debian's. */
export const CHROMIUM_PATH = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
