/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { EventPlayer } from '../lib/tournament/event-schema.ts';
import { FormMessage } from './form-fields.tsx';

/**
 * Registration: "su nombre, su PIN ITS y su facción o ejército sectorial". A name already
 * registered (ignoring case and spaces) is refused with a message, and what was typed stays in
 * the fields so nothing has to be typed again.
 */
export function PlayerRegistration(props: {
  id: string;
  players: readonly EventPlayer[];
  locked: boolean;
  onChange: (players: EventPlayer[]) => void;
}) {
  const { id, players, locked, onChange } = props;
  const [draft, setDraft] = useState<EventPlayer>({ name: '', pin: '', faction: '' });
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const name = draft.name.trim();
    if (name === '') return setError('Escribe el nombre del jugador.');
    if (name.length > 60) return setError('El nombre admite como mucho 60 caracteres.');
    const folded = name.toLocaleLowerCase('es');
    const twin = players.find((p) => p.name.trim().toLocaleLowerCase('es') === folded);
    if (twin)
      return setError(
        `«${twin.name}» ya está inscrito: un jugador no puede inscribirse dos veces.`,
      );
    setError(null);
    onChange([
      ...players,
      { name, pin: draft.pin.trim().slice(0, 30), faction: draft.faction.trim().slice(0, 80) },
    ]);
    setDraft({ name: '', pin: '', faction: '' });
  };
  const field = (key: keyof EventPlayer, label: string) => (
    <div class="calc-field">
      <label for={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="text"
        autoComplete="off"
        value={draft[key]}
        aria-invalid={key === 'name' && error ? 'true' : undefined}
        onInput={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
    </div>
  );

  return (
    <section class="tournament-noprint" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Jugadores ({players.length})</h3>
      {players.length > 0 && (
        <div class="calc-table-wrap">
          <table class="calc-table tournament-players">
            <caption>Jugadores inscritos</caption>
            <thead>
              <tr>
                <th scope="col">Jugador</th>
                <th scope="col">PIN ITS</th>
                <th scope="col">Facción</th>
                {!locked && (
                  <th scope="col">
                    <span class="visually-hidden">Quitar</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {players.map((player, index) => (
                <tr key={player.name}>
                  <th scope="row">{player.name}</th>
                  <td>{player.pin}</td>
                  <td>{player.faction}</td>
                  {!locked && (
                    <td>
                      <button
                        type="button"
                        class="calc-button calc-button--quiet"
                        onClick={() => onChange(players.filter((_, i) => i !== index))}
                      >
                        Quitar a {player.name}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {locked ? (
        <p class="calc-hint">
          La inscripción se cierra al emparejar la Ronda 1 (deshaz la Ronda 1 para cambiarla).
        </p>
      ) : (
        <fieldset class="calc-row tournament-noprint">
          <legend>Inscribir jugador</legend>
          {field('name', 'Nombre')}
          {field('pin', 'PIN ITS')}
          {field('faction', 'Facción o ejército sectorial')}
          <button type="button" class="calc-button" onClick={add}>
            Inscribir
          </button>
          {error && <FormMessage>{error}</FormMessage>}
        </fieldset>
      )}
    </section>
  );
}
