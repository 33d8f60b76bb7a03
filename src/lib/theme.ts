/**
 * The reader's theme: the system's scheme («auto»), or light or dark whatever the system says.
 * Pure and free of zod: the inline script of every page's `<head>` bundles it (src/client/theme.ts).
 */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** localStorage key of the stored choice. */
export const THEME_STORAGE_KEY = 'theme';

/** What the footer's choice reads, in the order it lists them. */
export const THEME_LABELS: Record<Theme, string> = {
  auto: 'Automático (el del sistema)',
  light: 'Claro',
  dark: 'Oscuro',
};

/** The browser's bar in each scheme: the theme-color `<meta>`s of BaseLayout.astro. */
export const THEME_COLOURS: Record<Exclude<Theme, 'auto'>, string> = {
  light: '#1f4e79',
  dark: '#16181b',
};

/** Any stored or chosen value: anything unknown is «auto». */
export function parseTheme(value: string | null | undefined): Theme {
  return THEMES.find((theme) => theme === value) ?? 'auto';
}
