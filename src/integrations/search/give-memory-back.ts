/**
 * Astro's process gives back what it can before Pagefind's service reaches its peak of memory
 * beside it (writing its bundle): a full collection that also returns the heap's spare room to
 * the system. V8's `LowMemoryNotification` (`gc({ flavor: 'last-resort' })`) shrinks the young
 * generation to its least and compacts the old one; a plain `gc()` frees the same objects but
 * leaves both spaces as large as rendering the pages made them. `gc` is there when the build
 * starts Astro with --expose-gc (scripts/lib/astro-memory.ts); without it, nothing is done.
 */
type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function giveMemoryBack(): void {
  (globalThis as { gc?: Gc }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
