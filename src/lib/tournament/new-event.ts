import { formatRounds } from './event-format.ts';
import type { EventFormat, TournamentEvent } from './event-schema.ts';

/** An event with nobody registered yet: a tournament unless told otherwise, at Mid-Tier. */
export function newEvent(format: EventFormat = 'tournament', seed = ''): TournamentEvent {
  return {
    app: 'its-evento',
    version: 1,
    format,
    name: '',
    tier: 'mid',
    roundCount: formatRounds(format, 0),
    missions: [],
    avoidRematches: false,
    seed,
    players: [],
    rounds: [],
  };
}
