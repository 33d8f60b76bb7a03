/** @jsxImportSource preact */
import type { StandingsRow } from '../lib/scoring/standings.ts';
import type { EventPlayer } from '../lib/scoring/event-schema.ts';

/** The classification with every tie-breaker of "Clasificación final", and each player's faction. */
export function EventStandingsTable(props: {
  rows: readonly StandingsRow[];
  players: readonly EventPlayer[];
  final: boolean;
}) {
  const { rows, players, final } = props;
  const faction = new Map(players.map((p) => [p.name, p.faction]));
  return (
    <div class="calc-table-wrap tournament-standings">
      <table class="calc-table">
        <caption>
          {final
            ? 'Clasificación final (con el ajuste de Bye)'
            : 'Clasificación provisional (sin el ajuste de Bye, la que empareja la siguiente ronda)'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Pos.</th>
            <th scope="col" class="calc-col-name">
              Jugador
            </th>
            <th scope="col" class="calc-col-name">
              Facción
            </th>
            <th scope="col">
              <abbr title="Puntos de Torneo">PT</abbr>
            </th>
            <th scope="col">
              <abbr title="Puntos de Objetivo">PO</abbr>
            </th>
            <th scope="col">
              <abbr title="Puntos de Victoria">PV</abbr>
            </th>
            <th scope="col">
              <abbr title="Suma de los Puntos de Objetivo de los rivales">PO riv.</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.player}>
              <td>{row.rank}</td>
              <th scope="row">{row.player}</th>
              <td class="calc-col-name">{faction.get(row.player) ?? ''}</td>
              <td>{row.tp}</td>
              <td>{row.op}</td>
              <td>{row.vp}</td>
              <td>{row.sos}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
