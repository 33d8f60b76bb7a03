import { useEffect, useState } from 'preact/hooks';

export type EventEngine = typeof import('../lib/scoring/event-engine.ts');

/** A module loaded as a separate chunk right after hydration; `null` until it is here. */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setModule(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return module;
}

const loadEngine = () => import('../lib/scoring/event-engine.ts');

/**
 * The organiser's rules and data (`src/lib/scoring/event-engine.ts`), loaded as a separate chunk
 * right after hydration so that the island's first download stays within the site's budget.
 * Once loaded it is in memory: the page keeps working with no network.
 */
export function useEventEngine(): EventEngine | null {
  return useLoaded(loadEngine);
}
