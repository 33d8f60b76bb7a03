/** @jsxImportSource preact */
import { useEffect, useId, useState } from 'preact/hooks';
import { FormMessage } from './form-fields.tsx';
import { downloadText } from './download-text.ts';
import { serializeEvent } from '../lib/tournament/event-json.ts';
import { formatRounds, roundMission, roundTier } from '../lib/tournament/event-format.ts';
import { newEvent } from '../lib/tournament/new-event.ts';
import type { TournamentEvent } from '../lib/tournament/event-schema.ts';
import type { StandingsRow } from '../lib/tournament/standings.ts';
import { PlayerRegistration } from './tournament-players.tsx';
import { EventSetup, type MissionChoice } from './tournament-setup.tsx';
import type { EventEngine } from './event-engine-type.ts';
import { useEventDesk, type EventDesk } from './use-event-engine.ts';
import '../styles/calculators.css';
import { countNoun } from '../lib/count-noun.ts';

const STORAGE_KEY = 'its-evento';
/** The event of a first visit (and of the server-rendered HTML). */
const EMPTY_EVENT = newEvent();
type Message = { tone: 'error' | 'info'; text: string };
type Step = (engine: EventEngine) => TournamentEvent;
const UNAVAILABLE = 'Sin conexión: las reglas del organizador no se pudieron cargar.';

/**
 * The organiser's desk for a whole ITS event, tournament or Escalation League: registration,
 * scenarios, pairings round by round, results, standings, files. Every rule is in
 * `src/lib/tournament/` (`startNextRound`, `recordResult`, `eventStandings`…); this island keeps the
 * event, in localStorage after every change and in a JSON file on request. Nothing is sent
 * anywhere. The rules load on first use (`useEventDesk`): at once when an event is stored,
 * otherwise when the reader first focuses or touches the form.
 */
export default function TournamentCalculator(props: {
  missions: MissionChoice[];
  leagueNames: Record<string, string>;
}) {
  const id = useId();
  const { desk, need } = useEventDesk();
  const engine = desk?.engine ?? null;
  const [event, setEvent] = useState<TournamentEvent>(EMPTY_EVENT);
  const [message, setMessage] = useState<Message | null>(null);
  const unavailable = () => setMessage({ tone: 'error', text: UNAVAILABLE });

  useEffect(() => {
    const stored = readStorage();
    if (stored === null) return;
    need().then(({ engine: loaded }) => {
      const parsed = loaded.parseEvent(stored);
      if (parsed.ok) setEvent(parsed.event);
      else
        setMessage({
          tone: 'info',
          text: `No se pudo recuperar el evento guardado: ${parsed.message}`,
        });
    }, unavailable);
  }, [need]);
  /** Starts the download when the reader reaches for the form, before any click needs it. */
  const warm = () => {
    if (!engine) need().catch(() => undefined);
  };

  const keep = (next: TournamentEvent) => {
    setEvent(next);
    writeStorage(serializeEvent(next));
  };
  /** Runs a step of the library; a refusal becomes the message and the event stays as it was. */
  const run = (rules: EventEngine, step: Step, done: string | null): string | null => {
    try {
      keep(step(rules));
      setMessage(done ? { tone: 'info', text: done } : null);
      return null;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      setMessage({ tone: 'error', text });
      return text;
    }
  };
  /** The same, once the rules are here when they are not yet (a click before the download ended). */
  const act = (step: Step, done: string | null = null): string | null => {
    if (engine) return run(engine, step, done);
    need().then(({ engine: loaded }) => run(loaded, step, done), unavailable);
    return null;
  };

  const label = event.format === 'league' ? 'Jornada' : 'Ronda';
  const missionName = (slug: string) =>
    props.missions.find((m) => m.slug === slug)?.name ?? props.leagueNames[slug] ?? slug;
  const started = event.rounds.length > 0;
  const finished = engine?.eventFinished(event) ?? false;
  let rows: StandingsRow[] = [];
  let tableError: string | null = null;
  try {
    rows = engine?.eventStandings(event) ?? [];
  } catch (error) {
    // parseEvent checks files and storage, so this only guards against an unforeseen state.
    tableError = error instanceof Error ? error.message : String(error);
  }

  const withSeed = (e: TournamentEvent) =>
    e.seed === '' && e.rounds.length === 0 ? { ...e, seed: randomSeed() } : e;
  const load = async (file: File | undefined) => {
    if (!file) return;
    let loaded: EventDesk;
    try {
      loaded = await need();
    } catch {
      return unavailable();
    }
    const parsed = loaded.engine.parseEvent(await file.text());
    if (parsed.ok) {
      keep(parsed.event);
      setMessage({ tone: 'info', text: `Evento cargado de «${file.name}».` });
    } else setMessage({ tone: 'error', text: `«${file.name}»: ${parsed.message}` });
  };

  return (
    <form
      class="calculator tournament"
      data-ready={engine ? 'true' : undefined}
      onSubmit={(e) => e.preventDefault()}
      onFocusIn={warm}
      onPointerDown={warm}
      aria-label="Organizador del evento"
    >
      {started ? (
        <p class="tournament-title">
          <strong>{event.name || 'Evento ITS'}</strong>:{' '}
          {countNoun(event.players.length, 'jugador', 'jugadores')}, {event.rounds.length} de{' '}
          {event.roundCount} {label.toLowerCase()}s.
        </p>
      ) : (
        <EventSetup
          id={`${id}-setup`}
          event={event}
          missions={props.missions}
          leagueNames={props.leagueNames}
          onFormat={(format) => act((e) => e.setFormat(event, format))}
          onRounds={(text) => act((e) => e.setRoundCount(event, Number(text)))}
          onChange={(patch) => keep({ ...event, ...patch })}
        />
      )}
      <PlayerRegistration
        id={`${id}-players`}
        players={event.players}
        locked={started}
        onChange={(players) => keep(withPlayers(event, players))}
      />

      {desk &&
        event.rounds.map((round) => {
          const mission = roundMission(event, round.round);
          return (
            <desk.views.RoundView
              key={round.round}
              id={id}
              round={round}
              label={label}
              mission={mission}
              missionName={missionName(mission)}
              tier={roundTier(event, round.round)}
              current={round === event.rounds.at(-1)}
              scoring={engine}
              onSave={(table, result) => {
                let max = 10;
                try {
                  max = engine?.getMissionScoring(mission).maxOp ?? 10;
                } catch {
                  // A scenario without scoring data keeps the ITS cap of 10 OP.
                }
                return act((e) => e.recordResult(event, round.round, table, result, max));
              }}
              onClear={(table) => act((e) => e.recordResult(event, round.round, table, null, 10))}
            />
          );
        })}

      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div class="calc-actions tournament-noprint">
        {!finished && (
          <button
            type="button"
            class="calc-button"
            onClick={() => act((e) => e.startNextRound(withSeed(event)))}
          >
            Emparejar {label.toLowerCase()} {event.rounds.length + 1}
          </button>
        )}
        {event.rounds.length === 1 && (
          <button
            type="button"
            class="calc-button calc-button--quiet"
            onClick={() =>
              confirmLoss(event) &&
              act((e) => e.redrawFirstRound(event, randomSeed()), `${label} 1 sorteada de nuevo.`)
            }
          >
            Volver a sortear la {label.toLowerCase()} 1
          </button>
        )}
        {started && (
          <button
            type="button"
            class="calc-button calc-button--quiet"
            onClick={() =>
              confirmLoss(event) &&
              act((e) => e.undoLastRound(event), `${label} ${event.rounds.length} deshecha.`)
            }
          >
            Deshacer la {label.toLowerCase()} {event.rounds.length}
          </button>
        )}
      </div>

      {tableError && <FormMessage>{tableError}</FormMessage>}
      {rows.length > 0 && (
        <section aria-labelledby={`${id}-standings`}>
          <h3 id={`${id}-standings`}>Clasificación</h3>
          {desk && (
            <desk.views.EventStandingsTable rows={rows} players={event.players} final={finished} />
          )}
        </section>
      )}

      <fieldset class="calc-row tournament-noprint">
        <legend>Archivo del evento</legend>
        <div class="calc-actions">
          <button
            type="button"
            class="calc-button"
            onClick={() =>
              downloadText('evento-its.json', serializeEvent(event), 'application/json')
            }
          >
            Guardar evento (JSON)
          </button>
          <button
            type="button"
            class="calc-button calc-button--quiet"
            disabled={rows.length === 0}
            onClick={() =>
              engine && downloadText('clasificacion-its.csv', engine.standingsCsv(rows))
            }
          >
            Exportar clasificación (CSV)
          </button>
          <button
            type="button"
            class="calc-button calc-button--quiet"
            disabled={!started}
            onClick={() => engine && downloadText('rondas-its.csv', engine.eventCsv(event))}
          >
            Exportar rondas (CSV)
          </button>
          <button type="button" class="calc-button calc-button--quiet" onClick={() => print()}>
            Imprimir
          </button>
        </div>
        <div class="calc-field">
          <label for={`${id}-file`}>Cargar evento (JSON)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              void load(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </div>
        <button
          type="button"
          class="calc-button calc-button--quiet"
          onClick={() =>
            confirm('¿Empezar un evento nuevo? Se borra el actual de este navegador.') &&
            act((e) => e.newEvent())
          }
        >
          Nuevo evento
        </button>
      </fieldset>
    </form>
  );
}

/**
 * New registration; a tournament whose rounds still follow the suggestion for the old number of
 * players follows it for the new one, while a number the organiser chose is kept.
 */
function withPlayers(event: TournamentEvent, players: TournamentEvent['players']): TournamentEvent {
  const suggested = formatRounds(event.format, event.players.length);
  const roundCount =
    event.roundCount === suggested ? formatRounds(event.format, players.length) : event.roundCount;
  return { ...event, players, roundCount };
}

/** Undoing or re-drawing loses the results of that round: ask first when there are any. */
function confirmLoss(event: TournamentEvent): boolean {
  const last = event.rounds.at(-1);
  return (
    !last?.pairs.some((p) => p.result !== null) ||
    confirm('Se perderán los resultados de esa ronda. ¿Seguir?')
  );
}

function randomSeed(): string {
  const values = crypto.getRandomValues(new Uint32Array(2));
  return [...values].map((v) => v.toString(36)).join('');
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(text: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Private mode or a full storage: the event still lives in the page and in the file.
  }
}
