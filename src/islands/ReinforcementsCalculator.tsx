/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import {
  REINFORCEMENT_LIST_POINTS,
  reinforcements,
  type ReinforcementListPoints,
} from '../lib/reinforcements.ts';
import { NumberField, SelectField } from './form-fields.tsx';
import { mergeState } from '../lib/merge-state.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';
import { useUrlState } from './use-url-state.ts';
import '../styles/calculators.css';

const LISTS = REINFORCEMENT_LIST_POINTS.map(String) as readonly string[];
const ROUNDS = ['1', '2', '3'] as const;
const DEFAULTS = { list: '350', vp: '', round: '1' };

/**
 * The "Solicitar Refuerzos" step at the table: list size, current Victory Points (Main and
 * Reinforcement sections together) and game round tell whether the Reinforcements may be called
 * and whether the army is in Retreat.
 */
export default function ReinforcementsCalculator() {
  const id = useId();
  const [state, setState] = useUrlState({
    key: 'ref',
    initial: DEFAULTS,
    sanitize: (raw) => mergeState(DEFAULTS, raw, { list: LISTS, round: ROUNDS }),
  });
  const set = (patch: Partial<typeof DEFAULTS>) => setState({ ...state, ...patch });
  const listPoints = Number(state.list) as ReinforcementListPoints;
  const vp = parseNumberInput(state.vp, { label: 'Puntos de Victoria', min: 0, max: listPoints });
  const check = vp.ok ? reinforcements(listPoints, vp.value, Number(state.round)) : null;

  return (
    <form
      class="calculator"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Calculadora de Refuerzos"
    >
      <div class="calc-grid">
        <SelectField
          id={`${id}-list`}
          label="Lista de Ejército"
          value={state.list}
          onValue={(list) => set({ list })}
          options={LISTS.map((value) => ({ value, label: `${value} puntos` }))}
        />
        <NumberField
          id={`${id}-vp`}
          label="Puntos de Victoria actuales"
          hint="Suma de las tropas supervivientes de la Sección Principal y la de Refuerzos."
          value={state.vp}
          onValue={(value) => set({ vp: value })}
          min={0}
          max={listPoints}
          error={vp.ok || state.vp === '' ? null : vp.message}
        />
        <SelectField
          id={`${id}-round`}
          label="Ronda de Juego"
          value={state.round}
          onValue={(round) => set({ round })}
          options={ROUNDS.map((value) => ({ value, label: `Ronda ${value}` }))}
        />
      </div>
      <div class="calc-result" aria-live="polite">
        {check ? (
          <>
            <p>
              <strong>
                {check.canRequest
                  ? 'Puedes Solicitar Refuerzos.'
                  : 'Todavía no puedes Solicitar Refuerzos.'}
              </strong>{' '}
              {check.canRequest && state.round === '3' && vp.ok && vp.value > check.threshold
                ? 'Es la tercera Ronda de Juego: puedes hacerlo tengas los Puntos de Victoria que tengas.'
                : `Se permite con ${check.threshold} Puntos de Victoria o menos, o en la tercera Ronda de Juego.`}
            </p>
            <p>
              {check.retreat ? (
                <strong>
                  Tu ejército está en ¡Retirada! ({check.retreatThreshold} PV o menos).
                </strong>
              ) : (
                `¡Retirada! con ${check.retreatThreshold} Puntos de Victoria o menos.`
              )}
            </p>
          </>
        ) : (
          <p class="calc-hint">Escribe tus Puntos de Victoria para ver el resultado.</p>
        )}
      </div>
    </form>
  );
}
