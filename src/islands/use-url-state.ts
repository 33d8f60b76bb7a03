import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { readQueryParam, withQueryParam } from '../lib/query-param.ts';
import { decodeState, encodeState } from '../lib/url-state.ts';

export interface UrlStateOptions<T> {
  /** Query parameter that holds this calculator's state; unique per page. */
  key: string;
  /** State of the server-rendered HTML and of a fresh visit. */
  initial: T;
  /** Turns untrusted decoded data into a valid state, or null to ignore it. */
  sanitize: (raw: unknown) => T | null;
  /** Also keep the state in localStorage under this key (the standings survive a reload). */
  storageKey?: string;
}

/**
 * Calculator state mirrored into the URL (so a copied link reopens it) and optionally into
 * localStorage. The server renders `initial`; the stored state is read after hydration, in an
 * effect, so the first client render matches the HTML. A link wins over localStorage: whoever
 * opens a shared link wants to see what was shared.
 *
 * Only the setter writes, never the initial load, so merely opening a page leaves its URL clean.
 */
export function useUrlState<T>({
  key,
  initial,
  sanitize,
  storageKey,
}: UrlStateOptions<T>): [T, (next: T) => void] {
  const [state, setState] = useState(initial);

  useEffect(() => {
    const load = (): void => {
      const token = readQueryParam(location.href, key);
      const fromUrl = token === null ? null : sanitize(decodeState(token));
      if (fromUrl !== null) {
        setState(fromUrl);
        return;
      }
      const stored = storageKey ? readStorage(storageKey) : null;
      const fromStorage = stored === null ? null : sanitize(decodeState(stored));
      if (fromStorage !== null) setState(fromStorage);
    };
    load();
    // Back/forward between states of the same page.
    addEventListener('popstate', load);
    return () => removeEventListener('popstate', load);
    // Runs once: the options are fixed for the life of an island.
  }, []);

  // URL writes are batched: typing a name would otherwise call replaceState at every keystroke, and
  // Safari throws once a page exceeds about 100 calls in 30 seconds.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const update = useCallback(
    (next: T) => {
      setState(next);
      const token = encodeState(next);
      // Storage right away, so closing the tab just after typing loses nothing.
      if (storageKey) writeStorage(storageKey, token);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        try {
          history.replaceState(history.state, '', withQueryParam(location.href, key, token));
        } catch {
          // A refused URL update loses only the shareable link, never the calculator.
        }
      }, WRITE_DELAY_MS);
    },
    [key, storageKey],
  );

  return [state, update];
}

const WRITE_DELAY_MS = 250;

/** localStorage throws in some private modes and when full: losing persistence is acceptable. */
function readStorage(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function writeStorage(storageKey: string, token: string): void {
  try {
    localStorage.setItem(storageKey, token);
  } catch {
    // Ignored on purpose, see readStorage.
  }
}
