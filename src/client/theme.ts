/**
 * The reader's theme, inline at the top of every page's `<head>` (BaseLayout.astro), so the
 * stored choice applies before the first paint. It sets `<html data-theme>` (global.css turns
 * it into `color-scheme`, which every colour reads); «auto» removes it, and without JavaScript
 * it is never set: the system's scheme applies. Once the body is parsed it shows the footer's
 * «Tema» choice (hidden without JavaScript, where it could do nothing) and keeps it in step.
 */
import { parseTheme, THEME_COLOURS, THEME_STORAGE_KEY, type Theme } from '../lib/theme.ts';

const root = document.documentElement;
/** The theme-color of a forced theme, first in `<head>` so that the browser reads it first. */
let colour: HTMLMetaElement | undefined;

function stored(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto'; // storage may throw in private modes
  }
}

function store(theme: Theme): void {
  try {
    if (theme === 'auto') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies to this page.
  }
}

const choice = () => document.querySelector<HTMLSelectElement>('#tema-del-sitio');

function apply(theme: Theme): void {
  const select = choice();
  if (select) select.value = theme;
  if (theme === 'auto') delete root.dataset['theme'];
  else root.dataset['theme'] = theme;
  colour?.remove();
  colour = undefined;
  if (theme === 'auto') return;
  colour = document.createElement('meta');
  colour.name = 'theme-color';
  colour.content = THEME_COLOURS[theme];
  document.head.prepend(colour);
}

function wireChoice(): void {
  const select = choice();
  if (!select) return;
  select.value = parseTheme(root.dataset['theme']);
  select.addEventListener('change', () => {
    const theme = parseTheme(select.value);
    store(theme);
    apply(theme);
  });
  select.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
}

apply(stored());
document.addEventListener('DOMContentLoaded', wireChoice);
// A choice made in another tab of the site applies here too.
addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY) apply(parseTheme(event.newValue));
});
