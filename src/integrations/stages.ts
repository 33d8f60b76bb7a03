/**
 * Wall and CPU time of each build stage, recorded in `.cache/logs/<out>-stages.json` (the bench
 * reads it): the content stage and Astro's build by scripts/build.ts, each integration's own
 * stage by the integration. CPU counts this process (`process.cpuUsage`) and the
 * children it has waited for (Astro's process, Pagefind's binary: `cutime`/`cstime` of
 * /proc/self/stat), so a stage run in a child is measured too. Off Linux the children's part is 0.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface StageTime {
  stage: string;
  wallSeconds: number;
  cpuSeconds: number;
}

/** pid → parent pid and command name of every process visible in /proc (none off Linux). */
export function processes(): Map<number, { ppid: number; name: string }> {
  const map = new Map<number, { ppid: number; name: string }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      map.set(Number(entry), { ppid, name });
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

/** The pids of `pid`'s own children whose command name starts with `name`. */
export function childrenNamed(pid: number, name: string): number[] {
  return [...processes()].flatMap(([child, p]) =>
    p.ppid === pid && p.name.startsWith(name) ? [child] : [],
  );
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds of the children this process has reaped. */
export function childrenCpuSeconds(): number {
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

/** `.cache/logs/<out>-<suffix>`: one name per output folder (`dist`, a bench's or a test's). */
export function logFile(root: string, outDir: string, suffix: string): string {
  const name = path.relative(root, outDir).replace(/[^a-z0-9]+/gi, '-');
  return path.join(root, '.cache/logs', `${name}-${suffix}`);
}

/** Runs `fn` as a named stage and appends its times to the stage log of `outDir`. */
export async function recordStage<T>(
  root: string,
  outDir: string,
  stage: string,
  fn: () => Promise<T> | T,
): Promise<T> {
  const times: StageTime[] = [];
  try {
    return await timeStage(times, stage, fn);
  } finally {
    const file = logFile(root, outDir, 'stages.json');
    await mkdir(path.dirname(file), { recursive: true });
    const before = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as StageTime[];
    await writeFile(file, JSON.stringify([...before, ...times], null, 2));
  }
}
