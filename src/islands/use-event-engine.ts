import { useCallback, useState } from 'preact/hooks';
import type { EventEngine } from './event-engine-type.ts';

export type EventViews = typeof import('./tournament-views.ts');
/** The rules and what only shows once they have run: rounds and standings. */
export type EventDesk = { engine: EventEngine; views: EventViews };

let pending: Promise<EventDesk> | null = null;
/** One download per page; a failed one (offline before the service worker had it) may be retried. */
function loadDesk(): Promise<EventDesk> {
  pending ??= Promise.all([
    import('../lib/tournament/event-engine.ts'),
    import('./tournament-views.ts'),
  ]).then(
    ([engine, views]) => ({ engine, views }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The organiser's rules and data (`src/lib/tournament/event-engine.ts`) with the views of rounds
 * and standings, loaded on first use rather than at hydration: evaluating the engine (zod, the
 * scoring of every scenario) was most of the page's blocking time on a phone (docs/figures.md).
 * A first visit shows the empty event, which the server-rendered HTML
 * already holds, and an event has rounds or standings only once the rules have run. `need()` is
 * called when the reader reaches for the form (focus or pointer) and by every step that needs a
 * rule. Once loaded it is in memory: the page keeps working with no network, and the service
 * worker has precached the chunks for a later visit.
 */
export function useEventDesk(): { desk: EventDesk | null; need: () => Promise<EventDesk> } {
  const [desk, setDesk] = useState<EventDesk | null>(null);
  const need = useCallback(async () => {
    const loaded = await loadDesk();
    setDesk(() => loaded);
    return loaded;
  }, []);
  return { desk, need };
}
