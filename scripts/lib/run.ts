/**
 * Child processes of the build entry points: a script of this project with this Node, or
 * `astro build`, each with its output shown as it comes; Astro's is also kept whole for the log,
 * and its per-page route lines are kept out of the terminal.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs a script of this project with this Node, its output shown as it comes; its exit status. */
export function runScript(root: string, script: string, args: string[] = []): Promise<number> {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** A line of Astro's list of every page it writes (`  ├─ /reglas/x/index.html (+3ms)`). */
export const isRouteLine = (line: string): boolean => /^(\S+ )?\s+[├└]─ /.test(line);

/**
 * `astro build --outDir <dir>`: every line goes to the returned log; the terminal gets each line
 * but the route list (one line per page: hundreds on the seeds, thousands on a whole wiki).
 */
export function astroBuild(
  root: string,
  outDir: string,
  env: Record<string, string> = {},
): Promise<{ status: number; log: string }> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        ASTRO_TELEMETRY_DISABLED: '1',
        // Piped output loses Astro's colours; keep them for a person at a terminal.
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      },
    },
  );
  let log = '';
  const show = (to: NodeJS.WriteStream) => {
    let pending = '';
    return (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      const lines = (pending + text).split('\n');
      pending = lines.pop()!;
      for (const line of lines)
        // eslint-disable-next-line no-control-regex -- ANSI colours
        if (!isRouteLine(line.replace(/\x1b\[[0-9;]*m/g, ''))) to.write(`${line}\n`);
    };
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  return new Promise((resolve) => child.on('close', (code) => resolve({ status: code ?? 1, log })));
}
