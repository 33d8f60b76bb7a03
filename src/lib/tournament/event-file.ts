import { tournamentEventSchema, type TournamentEvent } from './event-schema.ts';
import { eventGames } from './event-games.ts';
import { checkRounds } from './check-rounds.ts';
import { standings } from './standings.ts';

export type ParsedEvent = { ok: true; event: TournamentEvent } | { ok: false; message: string };

/**
 * Reads an event file (or the localStorage copy): JSON, then the zod schema, then the rules
 * (every game names a registered player, every round but the last complete, no second Bye).
 * A bad file gets one Spanish sentence naming the first problem and where it is; never throws.
 */
export function parseEvent(text: string): ParsedEvent {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'El archivo no es un evento: no es JSON válido.' };
  }
  const parsed = tournamentEventSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` en «${issue.path.join('.')}»` : '';
    return {
      ok: false,
      message: `El archivo no es un evento de esta página: dato no válido${where}.`,
    };
  }
  const event = parsed.data;
  try {
    const names = event.players.map((player) => player.name);
    // Rounds before the last must be complete; the last may still be under way.
    const closed = eventGames(event).filter((game) => game.round < event.rounds.length);
    checkRounds(names, closed);
    const registered = new Set(names);
    event.rounds.forEach((round, index) => {
      if (round.round !== index + 1) {
        throw new Error(`la ronda n.º ${index + 1} dice ser la Ronda ${round.round}.`);
      }
      const named = round.pairs.flatMap((p) => [p.a, p.b]);
      for (const name of round.bye === null ? named : [...named, round.bye]) {
        if (!registered.has(name)) {
          throw new Error(`la Ronda ${round.round} nombra a «${name}», que no está inscrito.`);
        }
      }
    });
    standings(eventGames(event), { adjustByes: false });
  } catch (error) {
    return { ok: false, message: `El archivo no es válido: ${(error as Error).message}` };
  }
  return { ok: true, event };
}
