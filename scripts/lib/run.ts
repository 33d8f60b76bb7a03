/** Runs a script of this project with this Node, its output shown as it comes; its exit status. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export function runScript(root: string, script: string, args: string[] = []): Promise<number> {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
