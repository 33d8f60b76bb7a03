/** @jsxImportSource preact */
import type { StandingsRow } from '../lib/tournament/standings.ts';
import type { EventPlayer } from '../lib/tournament/event-schema.ts';
import { StandingsTable } from './standings-table.tsx';

/** The classification with every tie-breaker of "Clasificación final", and each player's faction. */
export function EventStandingsTable(props: {
  rows: readonly StandingsRow[];
  players: readonly EventPlayer[];
  final: boolean;
}) {
  const { rows, players, final } = props;
  return (
    <StandingsTable
      class="tournament-standings"
      rows={rows}
      factions={new Map(players.map((p) => [p.name, p.faction]))}
      caption={
        final
          ? 'Clasificación final (con el ajuste de Bye)'
          : 'Clasificación provisional (sin el ajuste de Bye, la que empareja la siguiente ronda)'
      }
    />
  );
}
