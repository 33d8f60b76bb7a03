import { useEffect, useState } from 'preact/hooks';

export type EventEngine = typeof import('../lib/scoring/event-engine.ts');

/**
 * The organiser's rules and data (`src/lib/scoring/event-engine.ts`), loaded as a separate chunk
 * right after hydration so that the island's first download stays within the site's budget.
 * Once loaded it is in memory: the page keeps working with no network.
 */
export function useEventEngine(): EventEngine | null {
  const [engine, setEngine] = useState<EventEngine | null>(null);
  useEffect(() => {
    let live = true;
    void import('../lib/scoring/event-engine.ts').then((module) => {
      if (live) setEngine(module);
    });
    return () => {
      live = false;
    };
  }, []);
  return engine;
}
