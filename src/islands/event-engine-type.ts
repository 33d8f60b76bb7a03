/**
 * The organiser's rules as the islands receive them: the module `src/lib/tournament/event-engine.ts`,
 * loaded on first use by `use-event-engine.ts` and passed down to the views that need a rule.
 */
export type EventEngine = typeof import('../lib/tournament/event-engine.ts');
