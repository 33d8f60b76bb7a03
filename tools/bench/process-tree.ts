/**
 * Resident memory of a whole process tree, sampled from /proc: the build runs Astro and
 * Pagefind in child processes, so the memory a machine needs is their sum at its peak.
 */
import { readFileSync, readdirSync } from 'node:fs';

const PAGE = 4096;

/** pid → parent pid and command name of every process visible in /proc (none off Linux). */
function processes(): Map<number, { ppid: number; name: string }> {
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

/** Bytes resident of `pid` and all its descendants, and of the largest single process. */
export function treeRss(pid: number): { total: number; largest: number } {
  const byParent = new Map<number, number[]>();
  for (const [child, { ppid }] of processes())
    byParent.set(ppid, [...(byParent.get(ppid) ?? []), child]);
  let total = 0;
  let largest = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    try {
      const rss = Number(readFileSync(`/proc/${current}/statm`, 'utf8').split(' ')[1]) * PAGE;
      total += rss;
      largest = Math.max(largest, rss);
    } catch {
      continue;
    }
    stack.push(...(byParent.get(current) ?? []));
  }
  return { total, largest };
}

/** Samples `pid`'s tree every `ms` until stopped; `stop()` gives the peaks in bytes. */
export function samplePeak(pid: number, ms = 250) {
  const peak = { total: 0, largest: 0 };
  const timer = setInterval(() => {
    const now = treeRss(pid);
    peak.total = Math.max(peak.total, now.total);
    peak.largest = Math.max(peak.largest, now.largest);
  }, ms);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
