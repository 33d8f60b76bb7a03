/** A problem in a source: where it is and what is wrong. Never a stack trace. */
export interface Warning {
  /** Source file, relative to the repository root. */
  file: string;
  /** Page title, mission or section the problem belongs to, when known. */
  page?: string;
  /** 1-based line in the source file, when known. */
  line?: number;
  message: string;
}

/** A wiki page as other parts see it, to link their terms to rule pages. */
export interface WikiPageRef {
  title: string;
  slug: string;
  url: string;
}

/** What every part's `build()` receives from `scripts/build-content.ts`. */
export interface BuildContext {
  /** Absolute path of the repository root. */
  root: string;
  /** Absolute path of `content/sources/`. */
  sourcesDir: string;
  /** Absolute path of `content/generated/`. */
  generatedDir: string;
  /** Pages of the wiki part, filled once that part has built. */
  wikiPages: WikiPageRef[];
  warn(warning: Warning): void;
  /** Informational line for the build log (coverage figures, counts). */
  info(message: string): void;
}

export function formatWarning(w: Warning): string {
  const where = [
    w.file,
    w.line !== undefined ? `línea ${w.line}` : undefined,
    w.page ? `«${w.page}»` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return `aviso: ${where}: ${w.message}`;
}
