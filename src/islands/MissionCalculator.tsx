/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import { maxOp, missionInputs, scoreMissionData } from '../lib/missions/engine.ts';
import type { MissionScoringData } from '../lib/missions/types.ts';
import { tournamentPoints } from '../lib/tournament/tournament-points.ts';
import { TIERS, type Tier } from '../lib/tournament/kinds.ts';
import { CheckboxField, FormMessage, NumberField, SelectField } from './form-fields.tsx';
import { mergeState } from '../lib/merge-state.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';
import { useUrlState } from './use-url-state.ts';
import { TIER_LABELS } from './labels.ts';
import '../styles/calculators.css';
import { countNoun } from '../lib/count-noun.ts';

type Side = 'a' | 'b';
const SIDES: readonly Side[] = ['a', 'b'];
const SIDE_LABELS: Readonly<Record<Side, string>> = { a: 'Jugador A', b: 'Jugador B' };
const TP_LABELS = ['Derrota', 'Empate', 'Victoria', 'Victoria Total'] as const;

/**
 * Objective Points of one mission for both players, with the breakdown per objective, the
 * Tournament Points each gets and who won. The page passes only this mission's scoring data (one
 * entry of `scoring.json`), so the island never ships the other missions; the arithmetic is the
 * engine's. State lives in the URL (`?mision=…`) so a result can be shared.
 */
export default function MissionCalculator({ data }: { data: MissionScoringData }) {
  const id = useId();
  // Flat state: "tier", "a.<input>", "b.<input>"; counts as typed text, flags as booleans.
  const inputs = missionInputs(data);
  const notes = new Map(data.rules.flatMap((r) => (r.note ? [[r.id, r.note] as const] : [])));
  const max = maxOp(data);
  const defaults: Record<string, string | boolean> = {
    tier: data.tiers.includes('mid') ? 'mid' : data.tiers[0]!,
  };
  for (const side of SIDES) {
    for (const input of inputs)
      defaults[`${side}.${input.id}`] = input.kind === 'flag' ? false : String(input.min);
  }
  const [state, setState] = useUrlState({
    key: 'mision',
    initial: defaults,
    sanitize: (raw) => mergeState(defaults, raw, { tier: data.tiers }),
  });
  const set = (key: string, value: string | boolean) => setState({ ...state, [key]: value });
  const tier = state['tier'] as Tier;

  const errors: Record<string, string> = {};
  const values: Record<Side, Record<string, number | boolean>> = { a: {}, b: {} };
  for (const side of SIDES) {
    for (const input of inputs) {
      const key = `${side}.${input.id}`;
      if (input.kind === 'flag') {
        values[side][input.id] = state[key] === true;
        continue;
      }
      const parsed = parseNumberInput(String(state[key] ?? ''), {
        label: input.label,
        min: input.min,
        max: input.max,
      });
      if (parsed.ok) values[side][input.id] = parsed.value;
      else errors[key] = parsed.message;
    }
  }

  let result: ReturnType<typeof scoreMissionData> | null = null;
  let scoreError: string | null = null;
  if (Object.keys(errors).length === 0) {
    try {
      result = scoreMissionData(data, { tier, a: values.a, b: values.b });
    } catch (error) {
      scoreError = error instanceof Error ? error.message : String(error);
    }
  }

  return (
    <form
      class="calculator"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Calculadora de Puntos de Objetivo"
    >
      <SelectField
        id={`${id}-tier`}
        label="Nivel del torneo"
        value={tier}
        onValue={(value) => set('tier', value)}
        options={TIERS.filter((t) => data.tiers.includes(t)).map((value) => ({
          value,
          label: TIER_LABELS[value],
        }))}
      />
      <div class="calc-sides">
        {SIDES.map((side) => (
          <fieldset class="calc-side" key={side}>
            <legend>{SIDE_LABELS[side]}</legend>
            {inputs.map((input) => {
              const key = `${side}.${input.id}`;
              const fieldId = `${id}-${side}-${input.id}`;
              return input.kind === 'flag' ? (
                <CheckboxField
                  key={key}
                  id={fieldId}
                  label={input.label}
                  checked={state[key] === true}
                  hint={notes.get(input.id)}
                  onValue={(checked) => set(key, checked)}
                />
              ) : (
                <NumberField
                  key={key}
                  id={fieldId}
                  label={input.label}
                  value={String(state[key] ?? '')}
                  onValue={(text) => set(key, text)}
                  min={input.min}
                  max={input.max}
                  hint={notes.get(input.id)}
                  error={errors[key]}
                />
              );
            })}
          </fieldset>
        ))}
      </div>

      {scoreError && <FormMessage>{scoreError}</FormMessage>}
      {Object.keys(errors).length > 0 && (
        <FormMessage tone="info">Corrige los campos marcados para ver el resultado.</FormMessage>
      )}
      {result && (
        <div class="calc-result" aria-live="polite">
          <div class="calc-sides">
            {SIDES.map((side) => {
              const own = result[side];
              const other = result[side === 'a' ? 'b' : 'a'];
              const tp = tournamentPoints(own.op, other.op);
              return (
                <section class="calc-side" key={side} aria-label={SIDE_LABELS[side]}>
                  <h3>
                    {SIDE_LABELS[side]}: {own.op} PO de {max}
                  </h3>
                  <ul class="calc-breakdown">
                    {own.breakdown.map((line) => (
                      <li key={line.id}>
                        {line.label}: <strong>{line.op}</strong>
                      </li>
                    ))}
                  </ul>
                  <p>
                    {TP_LABELS[tp]}:{' '}
                    <strong>{countNoun(tp, 'Punto de Torneo', 'Puntos de Torneo')}</strong>
                  </p>
                </section>
              );
            })}
          </div>
          <p class="calc-verdict">
            <strong>
              {result.a.op === result.b.op
                ? 'Empate a Puntos de Objetivo.'
                : `Gana ${result.a.op > result.b.op ? SIDE_LABELS.a : SIDE_LABELS.b} por ${Math.abs(result.a.op - result.b.op)} PO.`}
            </strong>
          </p>
        </div>
      )}
    </form>
  );
}
