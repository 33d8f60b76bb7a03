/**
 * Link previews in small files. One `previews.json` of every page grows with the wiki, all of it
 * fetched on the first hover (docs/figures.md). Instead the pages, sorted by path, are
 * cut into buckets of at most `size` previews (`/search/previews/<n>.json`), and a small index
 * (`/search/previews/index.json`) holds the first path of every bucket: the first hover fetches
 * the index and the one bucket that holds its link; the index grows by one path per `size` pages.
 */
export interface PreviewBuckets<T> {
  /** First path of each bucket, sorted: bucket `n` holds the paths from `firsts[n]` up to `firsts[n + 1]`. */
  firsts: string[];
  buckets: Record<string, T>[];
}

/** Plain code-unit order: the same in Node and in every browser, whatever the locale. */
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function bucketPreviews<T>(
  previews: Readonly<Record<string, T>>,
  size: number,
): PreviewBuckets<T> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`size debe ser un entero ≥ 1: ${size}`);
  const paths = Object.keys(previews).sort(byPath);
  const firsts: string[] = [];
  const buckets: Record<string, T>[] = [];
  for (let start = 0; start < paths.length; start += size) {
    const slice = paths.slice(start, start + size);
    firsts.push(slice[0]!);
    buckets.push(Object.fromEntries(slice.map((p) => [p, previews[p]!])));
  }
  return { firsts, buckets };
}

/** The bucket that holds `path` if any does: the last one whose first path is ≤ `path`. */
export function bucketOf(firsts: readonly string[], path: string): number {
  let low = 0;
  let high = firsts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (byPath(firsts[mid]!, path) <= 0) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
