/** @jsxImportSource preact */
import type { EventRound, GameScore } from '../lib/tournament/event-schema.ts';
import type { Tier } from '../lib/tournament/kinds.ts';
import { ResultForm } from './tournament-result.tsx';
import { TIER_LABELS } from './labels.ts';
import type { EventEngine } from './event-engine-type.ts';

/**
 * One round: its scenario and tier, the pairings by table (printable: the print rules keep this
 * table and hide the forms) and, for the current round, a result form per table.
 */
export function RoundView(props: {
  id: string;
  round: EventRound;
  label: string;
  mission: string;
  missionName: string;
  tier: Tier;
  current: boolean;
  scoring: EventEngine | null;
  onSave: (table: number, result: GameScore) => string | null;
  onClear: (table: number) => void;
}) {
  const { id, round, label, mission, missionName, tier, current, scoring, onSave, onClear } = props;
  const pending = round.pairs.filter((pair) => pair.result === null);
  return (
    <section
      class={current ? 'tournament-round tournament-round--current' : 'tournament-round'}
      aria-labelledby={`${id}-r${round.round}`}
    >
      <h3 id={`${id}-r${round.round}`}>
        {/* League rounds are named "Jornada N: …" and set their own army points, not a tier. */}
        {label === 'Jornada'
          ? missionName
          : `${label} ${round.round}: ${missionName} (${TIER_LABELS[tier]})`}
      </h3>
      <div class="calc-table-wrap">
        <table class="calc-table tournament-pairings">
          <caption>
            Emparejamientos de la {label.toLowerCase()} {round.round}
          </caption>
          <thead>
            <tr>
              <th scope="col">Mesa</th>
              <th scope="col" class="calc-col-name">
                Jugador A
              </th>
              <th scope="col" class="calc-col-name">
                Jugador B
              </th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {round.pairs.map((pair) => (
              <tr key={pair.table}>
                <td>{pair.table}</td>
                <td class="calc-col-name">{pair.a}</td>
                <td class="calc-col-name">{pair.b}</td>
                <td>
                  {pair.result
                    ? `${pair.result.opA}–${pair.result.opB} PO (${pair.result.vpA}–${pair.result.vpB} PV)`
                    : 'pendiente'}
                  {pair.result && current && (
                    <button
                      type="button"
                      class="calc-button calc-button--quiet tournament-noprint"
                      onClick={() => onClear(pair.table)}
                    >
                      Corregir mesa {pair.table}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {round.bye !== null && (
              <tr>
                <td>—</td>
                <td class="calc-col-name">{round.bye}</td>
                <td class="calc-col-name">Bye</td>
                <td>Victoria (2 PT), 0 PO, 0 PV</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {current &&
        pending.map((pair) => (
          <ResultForm
            key={`${round.round}-${pair.table}`}
            id={id}
            pair={pair}
            mission={mission}
            tier={tier}
            scoring={scoring}
            onSave={(result) => onSave(pair.table, result)}
          />
        ))}
    </section>
  );
}
