/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import { expectedScore } from '../lib/rating/expected-score.ts';
import { kFactor } from '../lib/rating/k-factor.ts';
import { ratingChange } from '../lib/rating/rating-change.ts';
import {
  EVENT_TYPES,
  GAME_RESULTS,
  TIERS,
  type EventType,
  type Tier,
} from '../lib/tournament/kinds.ts';
import { NumberField, SelectField } from './form-fields.tsx';
import { formatNumber, formatPercent } from '../lib/format-number.ts';
import { mergeState } from '../lib/merge-state.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';
import { useUrlState } from './use-url-state.ts';
import { EVENT_LABELS, RESULT_LABELS, TIER_LABELS } from './labels.ts';
import '../styles/calculators.css';

const DEFAULTS = {
  rating: '1000',
  opponent: '1000',
  event: 'tournament' as EventType,
  tier: 'mid' as Tier,
};

/**
 * "What if" for the ITS rating: both ratings, the kind of event and its tier give K and the
 * expected score, and the table shows the change for each possible result. Thin over
 * `ratingChange`; the ELO arithmetic lives in the library.
 */
export default function RatingCalculator() {
  const id = useId();
  const [state, setState] = useUrlState({
    key: 'elo',
    initial: DEFAULTS,
    sanitize: (raw) => mergeState(DEFAULTS, raw, { event: EVENT_TYPES, tier: TIERS }),
  });
  const set = (patch: Partial<typeof DEFAULTS>) => setState({ ...state, ...patch });

  const rating = parseNumberInput(state.rating, {
    label: 'Tu Puntuación ITS',
    min: 0,
    integer: false,
  });
  const opponent = parseNumberInput(state.opponent, {
    label: 'Puntuación ITS del adversario',
    min: 0,
    integer: false,
  });
  let k: number | null = null;
  let kError: string | null = null;
  try {
    k = kFactor(state.event, state.tier);
  } catch {
    kError = `La tabla del factor K no contempla ${EVENT_LABELS[state.event]} en ${TIER_LABELS[state.tier]} («No aplicable»): las ligas se juegan en Mid-Tier.`;
  }

  return (
    <form
      class="calculator"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Calculadora de Puntuación ITS"
    >
      <div class="calc-grid">
        <NumberField
          id={`${id}-rating`}
          label="Tu Puntuación ITS"
          value={state.rating}
          onValue={(rating) => set({ rating })}
          min={0}
          step="any"
          error={rating.ok ? null : rating.message}
        />
        <NumberField
          id={`${id}-opponent`}
          label="Puntuación ITS del adversario"
          value={state.opponent}
          onValue={(value) => set({ opponent: value })}
          min={0}
          step="any"
          error={opponent.ok ? null : opponent.message}
        />
        <SelectField
          id={`${id}-event`}
          label="Tipo de evento"
          value={state.event}
          onValue={(event) => set({ event })}
          options={EVENT_TYPES.map((value) => ({ value, label: EVENT_LABELS[value] }))}
        />
        <SelectField
          id={`${id}-tier`}
          label="Nivel"
          value={state.tier}
          onValue={(tier) => set({ tier })}
          options={TIERS.map((value) => ({ value, label: TIER_LABELS[value] }))}
          error={kError}
        />
      </div>

      {rating.ok && opponent.ok && k !== null && (
        <div class="calc-result" aria-live="polite">
          <p>
            Factor K: <strong>{formatNumber(k, 1)}</strong>. Resultado esperado (E):{' '}
            <strong>{formatNumber(expectedScore(rating.value, opponent.value), 3)}</strong> (
            {formatPercent(expectedScore(rating.value, opponent.value))} de la puntuación posible).
          </p>
          <div
            class="calc-table-wrap"
            tabIndex={0}
            role="region"
            aria-label="Cambio de tu Puntuación ITS"
          >
            <table class="calc-table">
              <caption>Cambio de tu Puntuación ITS según el resultado</caption>
              <thead>
                <tr>
                  <th scope="col">Resultado</th>
                  <th scope="col">Cambio</th>
                  <th scope="col">Nueva puntuación</th>
                </tr>
              </thead>
              <tbody>
                {GAME_RESULTS.map((result) => {
                  const change = ratingChange(
                    rating.value,
                    opponent.value,
                    result,
                    state.event,
                    state.tier,
                  );
                  return (
                    <tr key={result}>
                      <th scope="row">{RESULT_LABELS[result]}</th>
                      <td>{formatNumber(change, 2, true)}</td>
                      <td>{formatNumber(rating.value + change, 2)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </form>
  );
}
