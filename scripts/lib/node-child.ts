/**
 * Node scripts run as children of another (`npm test`, `npm run check`): in the background, at a
 * lower priority if asked, their output kept whole.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Lowers a child's priority by `nice` (0: unchanged); where that is not allowed it runs as it is. */
export function lower(pid: number | undefined, nice: number): void {
  if (nice === 0 || pid === undefined) return;
  try {
    setPriority(pid, nice);
  } catch {
    // Not allowed here: it runs at normal priority.
  }
}

/**
 * `node …args` in `cwd`, in the background, its output (stdout and stderr as they came) printed
 * in one piece when it ends, so that children running side by side never interleave their lines;
 * `env` is added to this process's environment; `nice` as in `lower`. Resolves to its exit code.
 */
export const runQuiet = (
  args: string[],
  { cwd, env = {}, nice = 0 }: { cwd: string; env?: Record<string, string>; nice?: number },
) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    lower(child.pid, nice);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(out);
      resolve(code ?? 1);
    });
  });
