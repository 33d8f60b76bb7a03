/**
 * Resident memory of a whole process tree, sampled from /proc: the build runs Astro and
 * Pagefind in child processes, so the memory a machine needs is their sum at its peak.
 */
import { readFileSync } from 'node:fs';
import { processes } from '../../src/integrations/stages.ts';

const PAGE = 4096;

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
