/**
 * Lowers a process's priority (`nice` 0: unchanged): the work it does then takes the CPU that
 * the work something waits on leaves idle. Where that is not allowed, it runs as it is.
 */
import { getPriority, setPriority } from 'node:os';

export function lowerPriority(pid: number | undefined, nice: number): void {
  if (nice === 0 || pid === undefined) return;
  try {
    // Relative to its current priority, as `nice -n` is: a build already at nice 5 (the browser
    // tests') gives its service 15, not 10.
    setPriority(pid, Math.min(19, getPriority(pid) + nice));
  } catch {
    // Not allowed here (or the process has ended): it runs at its priority.
  }
}
