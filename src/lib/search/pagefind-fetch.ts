/**
 * The network seam under Pagefind (it runs on the page's main thread and calls the global
 * `fetch` for every file of its bundle). Wrapping `fetch` for the bundle's URLs only, it
 * 1. inflates Pagefind's gzipped files with the browser's native `DecompressionStream`, and hands
 *    Pagefind the result, which starts with the 12 bytes `pagefind_dcd`. Pagefind 1.6's
 *    `decompress()` reads them as "already decompressed":
 *    `if (this.decoder.decode(data.slice(0, 12)) === "pagefind_dcd") return data.slice(12);`
 *    so its own JavaScript gunzip (fflate, on the main thread: the wasm, two index chunks and
 *    five fragments of a first search) never runs. The bytes on the wire do not change; a file a
 *    host already decoded (it starts with `pagefind_dcd`, not gzip's 1f 8b) passes as it is;
 * 2. serves a file the search asked for in advance (`prefetch`) from that download, so the
 *    entry, the meta and the wasm are requested once, in parallel, before `pagefind.js` runs.
 * Every other URL goes to the real `fetch` untouched.
 */

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Pagefind's files that are gzip streams (its JS and entry JSON are plain). */
const COMPRESSED = /\.(pagefind|pf_meta|pf_index|pf_filter|pf_fragment)$/;
const SIGNATURE = 'pagefind_dcd';

/** True when the bytes start a gzip stream (RFC 1952: 1f 8b). */
export const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The bytes inflated natively, or as they are when they are no gzip stream. */
export async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (!isGzip(bytes) || typeof DecompressionStream === 'undefined') return bytes;
  // A Response's own body stream: a Blob's stream would go through the browser's blob registry.
  const stream = new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface PagefindFetch {
  /** The `fetch` to install: the bundle's files as described above, any other URL unchanged. */
  fetch: Fetch;
  /**
   * Starts downloading (and inflating) one of the bundle's files now; Pagefind's first request
   * for it takes that download. Resolves with a copy of the response, for the caller to read.
   */
  prefetch(url: string): Promise<Response>;
}

/** A downloaded response, kept as bytes so it can be handed out again. */
interface Loaded {
  bytes: Uint8Array<ArrayBuffer>;
  init: ResponseInit;
}
const respond = ({ bytes, init }: Loaded) => new Response(bytes, init);

/**
 * `base`: the bundle's folder as an absolute URL (`https://site/pagefind/`); `real`: the fetch
 * it wraps. Only GET requests without options are Pagefind's.
 */
export function pagefindFetch(base: string, real: Fetch): PagefindFetch {
  const early = new Map<string, Promise<Loaded>>();
  const urlOf = (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : String(input), base).href;

  async function load(url: string): Promise<Loaded> {
    const response = await real(url);
    const init = { status: response.status, headers: response.headers };
    const raw = new Uint8Array(await response.arrayBuffer());
    if (!response.ok || !COMPRESSED.test(new URL(url).pathname)) return { bytes: raw, init };
    const bytes = await inflate(raw);
    // Inflated (here or by the host): Pagefind skips its own gunzip for the signature.
    if (new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) !== SIGNATURE)
      console.warn(`${url}: sin la firma «${SIGNATURE}» de Pagefind`);
    return { bytes, init };
  }

  return {
    async fetch(input, init) {
      const url = urlOf(input);
      if (init !== undefined || !url.startsWith(base)) return real(input, init);
      const started = early.get(url);
      // Each file is served from its early download once (Pagefind keeps what it loaded); a
      // failed early download only lost the head start: this request tries again.
      early.delete(url);
      return respond(await (started ?? load(url)).catch(() => load(url)));
    },
    async prefetch(url) {
      const href = urlOf(url);
      let started = early.get(href);
      if (!started) {
        started = load(href);
        started.catch(() => undefined);
        early.set(href, started);
      }
      return respond(await started);
    },
  };
}
