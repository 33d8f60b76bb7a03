/**
 * `astro build --outDir <dir>` in a child process: its output is shown as it comes and also
 * returned, so the build can keep it (the log test reads it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

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
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    log += chunk.toString();
    to.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) => child.on('close', (code) => resolve({ status: code ?? 1, log })));
}
