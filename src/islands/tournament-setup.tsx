/** @jsxImportSource preact */
import { CheckboxField, SelectField, TextField } from './form-fields.tsx';
import { ESCALATION_TIERS, LEAGUE_ROUNDS } from '../lib/tournament/event-format.ts';
import type { EventFormat, TournamentEvent } from '../lib/tournament/event-schema.ts';
import { roundsFor } from '../lib/tournament/rounds-for.ts';
import type { Tier } from '../lib/tournament/kinds.ts';
import { TIER_LABELS } from './labels.ts';
import { withBase } from '../lib/base-path.ts';
import { countNoun } from '../lib/count-noun.ts';

export interface MissionChoice {
  slug: string;
  name: string;
}

const FORMAT_OPTIONS: { value: EventFormat; label: string }[] = [
  { value: 'tournament', label: 'Torneo ITS' },
  { value: 'escalation', label: 'Torneo de Escalada (3 rondas: Low, Mid, Top)' },
  { value: 'league', label: 'Escalation League (6 jornadas)' },
];
/** "nunca deberían ser menos de 3"; the file format caps events at 12 rounds. */
const ROUND_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 3),
  label: String(i + 3),
}));
const TIER_OPTIONS = (['top', 'mid', 'low'] as const).map((value) => ({
  value,
  label: TIER_LABELS[value],
}));

/**
 * Format, tier, rounds and scenarios of the event, before round 1. The League's six jornadas
 * are fixed ("sólo tendrán seis Jornadas"), so it shows them instead of asking.
 */
export function EventSetup(props: {
  id: string;
  event: TournamentEvent;
  missions: readonly MissionChoice[];
  leagueNames: Readonly<Record<string, string>>;
  onFormat: (format: EventFormat) => void;
  onRounds: (text: string) => void;
  onChange: (patch: Partial<TournamentEvent>) => void;
}) {
  const { id, event, missions, leagueNames, onFormat, onRounds, onChange } = props;
  const suggestion = roundsFor(Math.max(event.players.length, 2));
  const setMission = (index: number, slug: string) => {
    const next = [...event.missions];
    while (next.length <= index) next.push('');
    next[index] = slug;
    onChange({ missions: next });
  };
  const options = [
    { value: '', label: '— elige —' },
    ...missions.map((m) => ({ value: m.slug, label: m.name })),
  ];

  return (
    <fieldset class="calc-row tournament-noprint">
      <legend>Evento</legend>
      <TextField
        id={`${id}-name`}
        label="Nombre del evento"
        value={event.name}
        maxLength={120}
        onValue={(name) => onChange({ name })}
      />
      <SelectField
        id={`${id}-format`}
        label="Formato"
        value={event.format}
        options={FORMAT_OPTIONS}
        onValue={onFormat}
      />
      {event.format === 'tournament' && (
        <>
          <SelectField
            id={`${id}-tier`}
            label="Nivel del torneo"
            value={event.tier}
            options={TIER_OPTIONS}
            onValue={(tier: Tier) => onChange({ tier })}
          />
          <SelectField
            id={`${id}-rounds`}
            label="Rondas"
            value={String(event.roundCount)}
            options={ROUND_OPTIONS}
            hint={`Sugeridas para ${countNoun(event.players.length, 'jugador', 'jugadores')}: ${suggestion} (4–8: 3; 9–16: 4; 17 o más: 5; nunca menos de 3).`}
            onValue={onRounds}
          />
        </>
      )}
      {event.format === 'league' ? (
        <ol class="tournament-missions">
          {LEAGUE_ROUNDS.map((slug) => (
            <li key={slug}>
              <a href={withBase(`/its/ligas/${slug}/`)}>{leagueNames[slug] ?? slug}</a>
            </li>
          ))}
        </ol>
      ) : (
        Array.from({ length: event.roundCount }, (_, index) => (
          <SelectField
            key={index}
            id={`${id}-mission-${index}`}
            label={
              event.format === 'escalation'
                ? `Escenario de la Ronda ${index + 1} (${TIER_LABELS[ESCALATION_TIERS[index] ?? 'top']})`
                : `Escenario de la Ronda ${index + 1}`
            }
            value={event.missions[index] ?? ''}
            options={options}
            onValue={(slug) => setMission(index, slug)}
          />
        ))
      )}
      <CheckboxField
        id={`${id}-rematches`}
        label="Evitar repetir enfrentamientos"
        hint="Va más allá del reglamento ITS, que no prohíbe repetir rival: si se marca, cada jugador se empareja con el mejor clasificado al que no se haya enfrentado, cuando es posible."
        checked={event.avoidRematches}
        onValue={(avoidRematches) => onChange({ avoidRematches })}
      />
      <TextField
        id={`${id}-seed`}
        label="Semilla del sorteo de la Ronda 1"
        hint="Vacía: se elige al azar. La misma semilla da siempre el mismo sorteo."
        value={event.seed}
        maxLength={64}
        onValue={(seed) => onChange({ seed })}
      />
    </fieldset>
  );
}
