/**
 * Wall and CPU time of each build stage. CPU counts this process (`process.cpuUsage`) and the
 * children it has waited for (Astro's process, Pagefind's binary: `cutime`/`cstime` of
 * /proc/self/stat), so a stage run in a child is measured too. Off Linux the children's part is 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface StageTime {
  stage: string;
  wallSeconds: number;
  cpuSeconds: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds of the children this process has reaped. */
function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name "(…)": cutime and cstime are fields 16 and 17 (1-based).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6 + childrenCpuSeconds();
}

/**
 * Waits until the child processes `pids` have ended and been reaped (their /proc entry gone:
 * Node reaps a child on its event loop), so that their CPU counts in the stage that ran them.
 * For a child a library stops without waiting for it: Pagefind's `close()` only signals its
 * service, whose CPU then went to the next stage (`client-assets` or `manifest` in the bench).
 */
export async function untilReaped(pids: number[], timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs; // a child that will not end: measured short
  for (const pid of pids)
    while (existsSync(`/proc/${pid}`) && performance.now() < deadline) await sleep(5);
}

/** Runs `fn` as a named stage and records its times in `into`. */
export async function timeStage<T>(
  into: StageTime[],
  stage: string,
  fn: () => Promise<T> | T,
): Promise<T> {
  const wall = performance.now();
  const cpu = cpuSeconds();
  try {
    return await fn();
  } finally {
    into.push({
      stage,
      wallSeconds: Number(((performance.now() - wall) / 1000).toFixed(2)),
      cpuSeconds: Number((cpuSeconds() - cpu).toFixed(2)),
    });
  }
}
