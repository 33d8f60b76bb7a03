/**
 * Astro's logger for every build (astro.config.mjs `logger`): each message goes whole to the
 * build's log file (`config.file`), and to the terminal as Astro's own logger prints it, except
 * the list of every page written (one line per page, thousands on a whole wiki): the terminal
 * keeps a summary of each stage and its warnings. Astro loads this module itself, with Node.
 * The build may print a warning only for something to act on: `unexpectedWarnings` finds any
 * other (tests/e2e/build-log.test.ts reads the log with it).
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeLogger from 'astro/logger/node';

// eslint-disable-next-line no-control-regex -- ANSI colours
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** One line of Astro's page list (`  ├─ /reglas/x/index.html`). */
export const isPageLine = (message: string): boolean => /^\s*[├└]─ /.test(plain(message));

/** How a message reads in the log file: level and label as Astro prints them, no colours. */
export function logLine({ level, label, message, newLine }: AstroLoggerMessage): string {
  if (label === 'SKIP_FORMAT') return `${plain(message)}${newLine ? '\n' : ''}`;
  const prefix = [
    ...(level === 'warn' || level === 'error' ? [`[${level.toUpperCase()}]`] : []),
    ...(label ? [`[${label}]`] : []),
  ].join(' ');
  return `${prefix ? `${prefix} ` : ''}${plain(message)}${newLine ? '\n' : ''}`;
}

/**
 * The open log files of this process, shared by every copy of this module: Astro creates its
 * logger more than once, and may load this module again (its prerendering environment).
 */
const KEY = Symbol.for('reglas.build-log');
const files: Map<string, number> = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<
  string,
  number
>()) as Map<string, number>;

function openLog(file: string): number {
  let fd = files.get(file);
  if (fd === undefined) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Emptied once, then appended to: another process of the same build may write to it too.
    fd = openSync(file, 'w');
    closeSync(fd);
    fd = openSync(file, 'a');
    files.set(file, fd);
    process.once('exit', () => closeSync(fd!));
  }
  return fd;
}

/** `terminal`: where the terminal's messages go (Astro's own Node logger unless a test gives one). */
export default function buildLog(
  config: { file?: string } = {},
  terminal: AstroLoggerDestination = nodeLogger(),
): AstroLoggerDestination {
  const fd = openLog(path.resolve(config.file ?? '.cache/logs/astro.log'));
  // A page line comes in two messages: the path, then its time (`SKIP_FORMAT`) and the newline.
  let inPageLine = false;
  return {
    write(event) {
      writeSync(fd, logLine(event));
      if (event.label !== 'SKIP_FORMAT') inPageLine = isPageLine(event.message);
      if (!inPageLine) terminal.write(event);
      if (event.newLine) inPageLine = false;
    },
  };
}

/**
 * Warning lines of a build log that are allowed, each with why. Short on purpose: a new entry
 * needs a reason a reviewer accepts.
 */
export const ALLOWED_WARNINGS: { pattern: RegExp; why: string }[] = [];

/** Lines that look like warnings (`[WARN]`, `warning`, `aviso`) and are not on the allow list. */
export function unexpectedWarnings(log: string): string[] {
  return log
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex -- ANSI colours
    .split('\n')
    .filter((line) => /\[WARN\]|\bwarn(ing)?\b|\baviso\b/i.test(line))
    .filter((line) => !ALLOWED_WARNINGS.some(({ pattern }) => pattern.test(line)));
}
