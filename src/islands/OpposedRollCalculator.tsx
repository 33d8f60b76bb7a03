/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import { applyLevelModifiers } from '../lib/skirmish/apply-level-modifiers.ts';
import { DICE } from '../lib/skirmish/dice.ts';
import { opposedRollOdds } from '../lib/skirmish/opposed-roll-odds.ts';
import type { Die } from '../lib/skirmish/dice.ts';
import { NumberField, SelectField } from './form-fields.tsx';
import { formatNumber, formatPercent } from '../lib/format-number.ts';
import { mergeState } from '../lib/merge-state.ts';
import { parseNumberInput } from '../lib/parse-number-input.ts';
import { useUrlState } from './use-url-state.ts';
import '../styles/calculators.css';

const DIE_VALUES = DICE.map(String) as readonly string[];
const DEFAULTS = { dieA: '8', modA: '0', dieB: '8', modB: '0' };
/** Wider than any real stack of modifiers; beyond it a typo is more likely than a rule. */
const MAX_MODIFIER = 6;

/**
 * Opposed rolls of the skirmish game: a table of the chance of winning for every pair of dice
 * levels (rendered on the server, so it reads without JavaScript) and a calculator that first
 * applies the ND modifiers of both sides, with the overflow rule, and then gives the odds.
 */
export default function OpposedRollCalculator() {
  const id = useId();
  const [state, setState] = useUrlState({
    key: 'nd',
    initial: DEFAULTS,
    sanitize: (raw) => mergeState(DEFAULTS, raw, { dieA: DIE_VALUES, dieB: DIE_VALUES }),
  });
  const set = (patch: Partial<typeof DEFAULTS>) => setState({ ...state, ...patch });
  const rules = { min: -MAX_MODIFIER, max: MAX_MODIFIER };
  const modA = parseNumberInput(state.modA, { label: 'Modificador de A', ...rules });
  const modB = parseNumberInput(state.modB, { label: 'Modificador de B', ...rules });
  const levels =
    modA.ok && modB.ok
      ? applyLevelModifiers(
          { die: Number(state.dieA) as Die, modifier: modA.value },
          { die: Number(state.dieB) as Die, modifier: modB.value },
        )
      : null;
  const odds = levels ? opposedRollOdds(levels.a, levels.b) : null;
  const dieOptions = DIE_VALUES.map((value) => ({ value, label: `2d${value}` }));

  return (
    <div class="calculator">
      <div
        class="calc-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Probabilidad de que A gane"
      >
        <table class="calc-table calc-table--odds">
          <caption>Probabilidad de que A gane la Tirada Enfrentada</caption>
          <thead>
            <tr>
              <th scope="col">A \ B</th>
              {DICE.map((die) => (
                <th scope="col" key={die}>
                  2d{die}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DICE.map((dieA) => (
              <tr key={dieA}>
                <th scope="row">2d{dieA}</th>
                {DICE.map((dieB) => (
                  <td key={dieB}>{formatPercent(opposedRollOdds(dieA, dieB).a)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <form
        onSubmit={(event) => event.preventDefault()}
        aria-label="Calculadora de Tirada Enfrentada"
      >
        <fieldset class="calc-side">
          <legend>A</legend>
          <SelectField
            id={`${id}-die-a`}
            label="Nivel de A"
            value={state.dieA}
            onValue={(dieA) => set({ dieA })}
            options={dieOptions}
          />
          <NumberField
            id={`${id}-mod-a`}
            label="Modificador de A (ND)"
            value={state.modA}
            onValue={(value) => set({ modA: value })}
            {...rules}
            error={modA.ok ? null : modA.message}
          />
        </fieldset>
        <fieldset class="calc-side">
          <legend>B</legend>
          <SelectField
            id={`${id}-die-b`}
            label="Nivel de B"
            value={state.dieB}
            onValue={(dieB) => set({ dieB })}
            options={dieOptions}
          />
          <NumberField
            id={`${id}-mod-b`}
            label="Modificador de B (ND)"
            value={state.modB}
            onValue={(value) => set({ modB: value })}
            {...rules}
            error={modB.ok ? null : modB.message}
          />
        </fieldset>
        {levels && odds && (
          <div class="calc-result" aria-live="polite">
            <p>
              A tira <strong>2d{levels.a}</strong>
              {levels.passedToA !== 0 &&
                ` (recibe ${formatNumber(levels.passedToA, 0, true)} ND que B no pudo aplicar)`}
              ; B tira <strong>2d{levels.b}</strong>
              {levels.passedToB !== 0 &&
                ` (recibe ${formatNumber(levels.passedToB, 0, true)} ND que A no pudo aplicar)`}
              .
            </p>
            <p>
              A gana: <strong>{formatPercent(odds.a)}</strong>. B gana:{' '}
              <strong>{formatPercent(odds.b)}</strong>.{' '}
              {levels.a === levels.b
                ? 'Mismo nivel: los empates se repiten.'
                : `Los empates los gana ${levels.a < levels.b ? 'A' : 'B'}, que tira el dado menor.`}
            </p>
          </div>
        )}
      </form>
    </div>
  );
}
