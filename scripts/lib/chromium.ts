/**
 * The Chromium that the browser tests, the benches and the screenshots drive, and how it starts.
 * Debian's: `npx playwright install` cannot download browsers here. In scripts/lib/, since the
 * scripts use it too, as the tests use scripts/serve.ts.
 */
import { accessSync, constants } from 'node:fs';

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
 * Ours, each measured on the browser tests with the full browser, `/usr/bin/chromium`
 * (tests/e2e/chromium.test.ts checks the first; the headless shell has no address bar, and the
 * flags stay for CHROMIUM=/usr/bin/chromium):
 * - `WebUIOmniboxPopup`, `WebUIOmniboxAimPopup`: the address bar's pop-ups as web pages
 *   (`chrome://omnibox-popup.top-chrome/` and its `omnibox_popup_aim.html`). Headless Chromium
 *   156 keeps one such renderer per window, and every navigation updates it: about a ninth of
 *   Chromium's CPU on a run of page loads, for a pop-up no test can open. Each name alone leaves
 *   one of the two pages.
 * - `SpareRendererForSitePerProcess`: after each navigation Chromium starts a spare renderer for
 *   the next one, but a spare serves only its own browser context; with two contexts loading
 *   pages in turn (the two widths of the axe files, the pages of `useBrowser`), every spare was
 *   thrown away and another started, a new process per navigation.
 */
const OUR_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Without it Chromium calls Google's hosts at start, refused here many at a time.
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];

/**
 * The browser the tests drive: CHROMIUM, else Debian's `chromium-headless-shell`, Chromium's own
 * headless build (the same Blink, V8 and version as the `chromium` package, without the browser's
 * window, tabs and address bar; what Playwright itself runs for headless tests), lighter on the
 * whole browser suite (docs/decisions/). tests/e2e/chromium.test.ts checks which one runs.
 */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env['CHROMIUM'] ?? DEFAULT_CHROMIUM;
/** Debian's package of DEFAULT_CHROMIUM, the one with-env.sh installs. */
const DEFAULT_PACKAGE = DEFAULT_CHROMIUM.slice(DEFAULT_CHROMIUM.lastIndexOf('/') + 1);

/**
 * Undefined when the browser is there; else one line (`what` needs it) saying how to get one
 * (said before minutes of work, instead of Playwright's launch error). A `CHROMIUM` that names no
 * browser is the reader's own path: with-env.sh installs nothing then (it only says the path is
 * wrong), so the line says to mend the path or drop it, not that with-env.sh installs one.
 */
export function missingChromium(
  what: string,
  browser: string = CHROMIUM_PATH,
  fromEnv: boolean = process.env['CHROMIUM'] !== undefined,
): string | undefined {
  try {
    accessSync(browser, constants.X_OK);
    return undefined;
  } catch {
    return fromEnv
      ? `${what}: hace falta Chromium, y CHROMIUM=${browser} no es un ejecutable: corrige la ruta (/usr/bin/chromium sirve), o quítala y «bash scripts/with-env.sh …» instala ${DEFAULT_PACKAGE}`
      : `${what}: hace falta Chromium, y ${browser} no es un ejecutable: «bash scripts/with-env.sh …» lo instala (apt-get install ${DEFAULT_PACKAGE}), o pon CHROMIUM=/ruta/al/navegador (/usr/bin/chromium sirve)`;
  }
}

/** For a script: says `missingChromium`'s line and ends the process when the browser is not there. */
export function exitWithoutChromium(what: string): void {
  const problem = missingChromium(what);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
