/**
 * The one record every part reports a problem in a source with (`ctx.warn`): where it is and what
 * is wrong. Never a stack trace.
 */
export interface Problem {
  /** Source file, relative to the repository root. */
  file: string;
  /** Page title, mission or section the problem belongs to, when known. */
  page?: string;
  /** 1-based line in the source file, when known. */
  line?: number;
  message: string;
}

/**
 * A problem found by a stage that reads a single source: the part that runs the stage knows the
 * file and adds it before reporting (`ctx.warn({ file, ...p })`).
 */
export type SourceProblem = Omit<Problem, 'file'>;

/** `aviso: content/sources/x.txt, línea 12, «Página»: mensaje` */
export function formatProblem(p: Problem): string {
  const where = [
    p.file,
    p.line !== undefined ? `línea ${p.line}` : undefined,
    p.page ? `«${p.page}»` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return `aviso: ${where}: ${p.message}`;
}

/**
 * How the stages of a part that reads one source report a problem: where (line, page, when known)
 * and what. The part binds it to its file with `warnAt`.
 */
export type WarnAt = (line: number | undefined, message: string, page?: string) => void;

/** A `WarnAt` reporting through `warn` as a `Problem` of `file`; unknown fields are left out. */
export function warnAt(file: string, warn: (problem: Problem) => void): WarnAt {
  return (line, message, page) =>
    warn({
      file,
      message,
      ...(line !== undefined ? { line } : {}),
      ...(page ? { page } : {}),
    });
}
