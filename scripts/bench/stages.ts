/**
 * Wall and CPU time of each build stage. CPU counts this process (`process.cpuUsage`) and the
 * children it has waited for (Astro's process, Pagefind's binary: `cutime`/`cstime` of
 * /proc/self/stat), so a stage run in a child is measured too. Off Linux the children's part is 0.
 */
import { readFileSync } from 'node:fs';

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
