import type { TournamentEvent } from './event-schema.ts';

/**
 * The event as a file, indented so an organiser can read it. Apart from `parseEvent` so that
 * saving does not pull the zod schema into the page's first download.
 */
export function serializeEvent(event: TournamentEvent): string {
  return JSON.stringify(event, null, 2) + '\n';
}
