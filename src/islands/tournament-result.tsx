/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { CheckboxField, FormMessage, NumberField, SelectField } from './form-fields.tsx';
import type { EventPair, GameScore } from '../lib/tournament/event-schema.ts';
import type { Tier } from '../lib/tournament/kinds.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';
import type { EventEngine } from './event-engine-type.ts';

type Mode = 'direct' | 'mission';
type Side = 'a' | 'b';

/**
 * The result of one table: OP and VP typed in, or the scenario's objectives scored by the same
 * `scoreMission` as the mission pages. A wrong value gets its message and the fields keep what
 * was typed; `onSave` returns the library's message when the rules refuse the result.
 */
export function ResultForm(props: {
  id: string;
  pair: EventPair;
  mission: string;
  tier: Tier;
  scoring: EventEngine | null;
  onSave: (result: GameScore) => string | null;
}) {
  const { id, pair, mission, tier, scoring, onSave } = props;
  const [mode, setMode] = useState<Mode>('direct');
  const [fields, setFields] = useState<Record<string, string | boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const info = missionInfo(scoring, mission);
  const max = info?.maxOp ?? 10;
  const name: Record<Side, string> = { a: pair.a, b: pair.b };
  const text = (key: string) => String(fields[key] ?? '');
  const set = (key: string, value: string | boolean) => setFields({ ...fields, [key]: value });

  const save = () => {
    try {
      const number = (key: string, label: string, top?: number) => {
        const parsed = parseNumberInput(text(key), {
          label,
          min: 0,
          ...(top === undefined ? {} : { max: top }),
        });
        if (!parsed.ok) throw new Error(parsed.message);
        return parsed.value;
      };
      let opA: number;
      let opB: number;
      if (mode === 'mission' && scoring && info) {
        const side = (s: Side) =>
          Object.fromEntries(
            info.inputs.map((input) => [
              input.id,
              input.kind === 'flag'
                ? fields[`${s}.${input.id}`] === true
                : number(`${s}.${input.id}`, `${input.label} (${name[s]})`, input.max),
            ]),
          );
        const scored = scoring.scoreMission(mission, { tier, a: side('a'), b: side('b') });
        opA = scored.a.op;
        opB = scored.b.op;
      } else {
        opA = number('opA', `PO de ${pair.a}`, max);
        opB = number('opB', `PO de ${pair.b}`, max);
      }
      const message = onSave({
        opA,
        opB,
        vpA: number('vpA', `PV de ${pair.a}`),
        vpB: number('vpB', `PV de ${pair.b}`),
      });
      setError(message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const prefix = `${id}-t${pair.table}`;
  return (
    <fieldset class="calc-row tournament-noprint">
      <legend>
        Resultado de la mesa {pair.table}: {pair.a} contra {pair.b}
      </legend>
      <SelectField
        id={`${prefix}-mode`}
        label="Cómo anotar"
        value={mode}
        options={[
          { value: 'direct', label: 'PO y PV' },
          { value: 'mission', label: 'Objetivos del escenario' },
        ]}
        onValue={(value: Mode) => setMode(value)}
      />
      {mode === 'mission' && !info && (
        <FormMessage tone="info">Cargando la puntuación del escenario…</FormMessage>
      )}
      {mode === 'mission' && info && (
        <div class="calc-sides">
          {(['a', 'b'] as const).map((side) => (
            <fieldset class="calc-side" key={side}>
              <legend>Objetivos de {name[side]}</legend>
              {info.inputs.map((input) =>
                input.kind === 'flag' ? (
                  <CheckboxField
                    key={input.id}
                    id={`${prefix}-${side}-${input.id}`}
                    label={input.label}
                    checked={fields[`${side}.${input.id}`] === true}
                    onValue={(checked) => set(`${side}.${input.id}`, checked)}
                  />
                ) : (
                  <NumberField
                    key={input.id}
                    id={`${prefix}-${side}-${input.id}`}
                    label={input.label}
                    value={text(`${side}.${input.id}`)}
                    min={0}
                    max={input.max}
                    onValue={(value) => set(`${side}.${input.id}`, value)}
                  />
                ),
              )}
            </fieldset>
          ))}
        </div>
      )}
      {mode === 'direct' && (
        <>
          <NumberField
            id={`${prefix}-opA`}
            label={`PO de ${pair.a}`}
            value={text('opA')}
            min={0}
            max={max}
            onValue={(v) => set('opA', v)}
          />
          <NumberField
            id={`${prefix}-opB`}
            label={`PO de ${pair.b}`}
            value={text('opB')}
            min={0}
            max={max}
            onValue={(v) => set('opB', v)}
          />
        </>
      )}
      <NumberField
        id={`${prefix}-vpA`}
        label={`PV de ${pair.a}`}
        value={text('vpA')}
        min={0}
        onValue={(v) => set('vpA', v)}
      />
      <NumberField
        id={`${prefix}-vpB`}
        label={`PV de ${pair.b}`}
        value={text('vpB')}
        min={0}
        onValue={(v) => set('vpB', v)}
      />
      <button type="button" class="calc-button" onClick={save}>
        Guardar resultado de la mesa {pair.table}
      </button>
      {error && <FormMessage>{error}</FormMessage>}
    </fieldset>
  );
}

/** The scenario's inputs and maximum, or null while loading or for a scenario without data. */
function missionInfo(scoring: EventEngine | null, mission: string) {
  try {
    return scoring ? scoring.getMissionScoring(mission) : null;
  } catch {
    return null;
  }
}
