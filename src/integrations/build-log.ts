/**
 * Astro's logger for every build (astro.config.mjs `logger`): each message goes whole to the
 * build's log file (`config.file`), and to the terminal as Astro's own logger prints it, except
 * the list of every page written (one line per page, thousands on a whole wiki): the terminal
 * keeps a summary of each stage and its warnings. Astro loads this module itself, with Node.
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

export default function buildLog(config: { file?: string } = {}): AstroLoggerDestination {
  const fd = openLog(path.resolve(config.file ?? '.cache/logs/dist-astro.log'));
  const terminal = nodeLogger();
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
