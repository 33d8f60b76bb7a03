/** @jsxImportSource preact */
import type { StandingsRow } from '../lib/tournament/standings.ts';

/**
 * The ITS classification as a table: position, player, Tournament, Objective and Victory Points
 * and the rivals' Objective Points (the tie-breakers of "Clasificación final", in their order).
 * With `factions`, a column with each player's faction after the name.
 */
export function StandingsTable(props: {
  rows: readonly StandingsRow[];
  caption: string;
  factions?: ReadonlyMap<string, string> | undefined;
  class?: string | undefined;
}) {
  const { rows, caption, factions } = props;
  return (
    <div class={props.class ? `calc-table-wrap ${props.class}` : 'calc-table-wrap'}>
      <table class="calc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Pos.</th>
            <th scope="col" class="calc-col-name">
              Jugador
            </th>
            {factions && (
              <th scope="col" class="calc-col-name">
                Facción
              </th>
            )}
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
              {factions && <td class="calc-col-name">{factions.get(row.player) ?? ''}</td>}
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
