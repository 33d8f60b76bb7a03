/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import { standings, type StandingsRow } from '../lib/tournament/standings.ts';
import { standingsCsv } from '../lib/tournament/standings-csv.ts';
import { CheckboxField, FormMessage, NumberField, SelectField } from './form-fields.tsx';
import { downloadText } from './download-text.ts';
import { useUrlState } from './use-url-state.ts';
import {
  EMPTY_FORM,
  MAX_ROWS,
  newRow,
  readStandingsForm,
  sanitizeStandingsForm,
  type GameRow,
  type StandingsForm,
} from './standings-form.ts';
import { StandingsTable } from './standings-table.tsx';
import '../styles/calculators.css';
import { countNoun } from '../lib/count-noun.ts';

/**
 * Tournament standings by the ITS rules: players, one row per game or Bye, and the
 * classification with every tie-breaker, exportable as CSV. The state is in the URL (a link
 * reopens the same tournament) and in localStorage (a reload on the organiser's phone loses
 * nothing). The rules are `standings`'s; this island only turns rows into games.
 */
export default function StandingsCalculator() {
  const id = useId();
  const [form, setForm] = useUrlState<StandingsForm>({
    key: 'torneo',
    initial: EMPTY_FORM,
    sanitize: sanitizeStandingsForm,
    storageKey: 'its-torneo',
  });
  const read = readStandingsForm(form);

  let rows: StandingsRow[] = [];
  let tableError: string | null = null;
  try {
    rows = standings(read.games, { adjustByes: form.adjustByes });
  } catch (error) {
    tableError = error instanceof Error ? error.message : String(error);
  }

  const setRow = (index: number, patch: Partial<GameRow>) =>
    setForm({
      ...form,
      rows: form.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  const removeRow = (index: number) =>
    setForm({ ...form, rows: form.rows.filter((_, i) => i !== index) });
  const addRow = () => setForm({ ...form, rows: [...form.rows, newRow(form.rows)] });
  const clear = () => {
    if (confirm('¿Vaciar jugadores y partidas? No se puede deshacer.')) setForm(EMPTY_FORM);
  };
  const playerOptions = [
    { value: '', label: '— elige —' },
    ...read.players.map((name) => ({ value: name, label: name })),
  ];

  return (
    <form
      class="calculator"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Calculadora de clasificación"
    >
      <div class="calc-field">
        <label for={`${id}-players`}>Jugadores (uno por línea)</label>
        <textarea
          id={`${id}-players`}
          rows={6}
          value={form.players}
          aria-invalid={read.playersError ? 'true' : undefined}
          aria-describedby={read.playersError ? `${id}-players-error` : undefined}
          onInput={(event) => setForm({ ...form, players: event.currentTarget.value })}
        />
        {read.playersError && (
          <p id={`${id}-players-error`} class="calc-error" role="alert">
            {read.playersError}
          </p>
        )}
      </div>

      <h3>Partidas</h3>
      {form.rows.length === 0 && (
        <p class="calc-hint">
          Añade una partida por enfrentamiento, o una con «Bye» para quien descansa.
        </p>
      )}
      <ol class="calc-rows">
        {form.rows.map((row, index) => {
          const errors = read.rowErrors[index] ?? {};
          const rowId = `${id}-row${index}`;
          return (
            <li key={index}>
              <fieldset class="calc-row">
                <legend>Partida {index + 1}</legend>
                <NumberField
                  id={`${rowId}-round`}
                  label="Ronda"
                  value={row.round}
                  min={1}
                  onValue={(round) => setRow(index, { round })}
                  error={errors.round}
                />
                <SelectField
                  id={`${rowId}-a`}
                  label="Jugador A"
                  value={row.a}
                  options={withCurrent(playerOptions, row.a)}
                  onValue={(a) => setRow(index, { a })}
                  error={errors.a}
                />
                <CheckboxField
                  id={`${rowId}-bye`}
                  label="Bye (descansa)"
                  checked={row.bye}
                  onValue={(bye) => setRow(index, { bye })}
                />
                {!row.bye && (
                  <>
                    <SelectField
                      id={`${rowId}-b`}
                      label="Jugador B"
                      value={row.b}
                      options={withCurrent(playerOptions, row.b)}
                      onValue={(b) => setRow(index, { b })}
                      error={errors.b}
                    />
                    <NumberField
                      id={`${rowId}-opA`}
                      label="PO de A"
                      value={row.opA}
                      min={0}
                      onValue={(opA) => setRow(index, { opA })}
                      error={errors.opA}
                    />
                    <NumberField
                      id={`${rowId}-opB`}
                      label="PO de B"
                      value={row.opB}
                      min={0}
                      onValue={(opB) => setRow(index, { opB })}
                      error={errors.opB}
                    />
                    <NumberField
                      id={`${rowId}-vpA`}
                      label="PV de A"
                      value={row.vpA}
                      min={0}
                      onValue={(vpA) => setRow(index, { vpA })}
                      error={errors.vpA}
                    />
                    <NumberField
                      id={`${rowId}-vpB`}
                      label="PV de B"
                      value={row.vpB}
                      min={0}
                      onValue={(vpB) => setRow(index, { vpB })}
                      error={errors.vpB}
                    />
                  </>
                )}
                <button
                  type="button"
                  class="calc-button calc-button--quiet"
                  onClick={() => removeRow(index)}
                >
                  Quitar partida {index + 1}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div class="calc-actions">
        <button
          type="button"
          class="calc-button"
          onClick={addRow}
          disabled={form.rows.length >= MAX_ROWS}
        >
          Añadir partida
        </button>
        <button type="button" class="calc-button calc-button--quiet" onClick={clear}>
          Vaciar
        </button>
      </div>

      <h3>Clasificación</h3>
      <CheckboxField
        id={`${id}-adjust`}
        label="Aplicar el ajuste de Bye (torneo terminado)"
        hint="Tras la última ronda, los PO y PV de quien tuvo Bye se multiplican por las rondas del torneo y se dividen entre las que jugó, redondeando hacia arriba."
        checked={form.adjustByes}
        onValue={(adjustByes) => setForm({ ...form, adjustByes })}
      />
      {read.incomplete > 0 && (
        <FormMessage tone="info">
          {countNoun(
            read.incomplete,
            'partida incompleta no cuenta',
            'partidas incompletas no cuentan',
          )}{' '}
          todavía.
        </FormMessage>
      )}
      {tableError && <FormMessage>{tableError}</FormMessage>}
      {!tableError && rows.length > 0 && (
        <>
          <StandingsTable
            rows={rows}
            caption="Clasificación por Puntos de Torneo, Objetivo, Victoria y PO de los rivales"
          />
          <div class="calc-actions">
            <button
              type="button"
              class="calc-button"
              onClick={() => downloadText('clasificacion-its.csv', standingsCsv(rows))}
            >
              Exportar CSV
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/**
 * Keeps a row's choice visible after its name left the player list, instead of the select
 * silently showing another name: the row then shows its "ya no está en la lista" error.
 */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: `${current} (no está en la lista)` }];
}
