import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignMissions, drawMissions } from '../../src/lib/tournament/assign-missions.ts';
import { checkPlayers } from '../../src/lib/tournament/event-actions.ts';
import * as engine from '../../src/lib/tournament/event-engine.ts';
import { roundTier } from '../../src/lib/tournament/event-format.ts';
import { serializeEvent } from '../../src/lib/tournament/event-json.ts';
import { type TournamentEvent } from '../../src/lib/tournament/event-schema.ts';
import { roundsFor } from '../../src/lib/tournament/rounds-for.ts';
import { seededShuffle } from '../../src/lib/tournament/seeded-shuffle.ts';
import { standings } from '../../src/lib/tournament/standings.ts';
import { tableNumbers } from '../../src/lib/tournament/table-numbers.ts';

const withPlayers = (names: string[], patch: Partial<TournamentEvent> = {}): TournamentEvent => ({
  ...engine.newEvent('tournament', 'semilla'),
  missions: ['aniquilacion', 'supremacia', 'tiroteo'],
  players: names.map((name) => ({ name, pin: '', faction: '' })),
  ...patch,
});

/** Plays the current round: player A always wins 6–2 with 100–50 VP. */
function playRound(event: TournamentEvent): TournamentEvent {
  const round = event.rounds.at(-1)!;
  return round.pairs.reduce(
    (e, pair) =>
      engine.recordResult(e, round.round, pair.table, { opA: 6, opB: 2, vpA: 100, vpB: 50 }, 10),
    event,
  );
}

describe('roundsFor', () => {
  it.each([
    [2, 3],
    [4, 3],
    [8, 3],
    [9, 4],
    [16, 4],
    [17, 5],
    [120, 5],
  ])('%i participantes → %i rondas', (players, rounds) => {
    expect(roundsFor(players)).toBe(rounds);
  });
  it('throws below two players', () => {
    expect(() => roundsFor(1)).toThrow('El número de participantes');
  });
});

describe('scenarios and tables', () => {
  it('assigns one scenario per round and refuses a repeat or a gap, naming the rounds', () => {
    expect(assignMissions(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(() => assignMissions(['a', 'b', 'a'], 3)).toThrow('Rondas 1 y 3');
    expect(() => assignMissions(['a', ''], 3)).toThrow('Falta el escenario de la Ronda 2');
  });
  it('draws distinct scenarios, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), (seed, rounds) => {
        const pool = ['a', 'b', 'c', 'd', 'e'];
        const drawn = drawMissions(pool, rounds, seed);
        expect(new Set(drawn).size).toBe(rounds);
        expect(drawMissions(pool, rounds, seed)).toEqual(drawn);
      }),
    );
    expect(() => drawMissions(['a', 'a'], 2, 'x')).toThrow('Hay 1 escenarios para 2 Rondas');
  });
  it('numbers tables from 1 in pairing order', () => {
    expect(
      tableNumbers([
        { a: 'A', b: 'B' },
        { a: 'C', b: 'D' },
      ]),
    ).toEqual([
      { table: 1, a: 'A', b: 'B' },
      { table: 2, a: 'C', b: 'D' },
    ]);
  });
  it('shuffles to a permutation of the input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        expect(seededShuffle(items, seed).toSorted()).toEqual(items.toSorted());
      }),
    );
  });
});

describe('event actions', () => {
  it('runs a 5-player, 3-round tournament to its final standings', () => {
    let event = withPlayers(['Ana', 'Berto', 'Carla', 'Dani', 'Eva']);
    for (let round = 1; round <= 3; round += 1) event = playRound(engine.startNextRound(event));
    expect(engine.eventFinished(event)).toBe(true);
    const byes = event.rounds.map((r) => r.bye);
    expect(new Set(byes).size).toBe(3);
    expect(() => engine.startNextRound(event)).toThrow('ya ha jugado sus 3 rondas');
    // The final table is `standings` with the Bye adjustment.
    const games = event.rounds.flatMap((r) => [
      ...r.pairs.map((p) => ({ round: r.round, a: p.a, b: p.b, ...p.result! })),
      { round: r.round, bye: r.bye! },
    ]);
    expect(engine.eventStandings(event)).toEqual(standings(games));
  });

  it.each([
    { name: 'one player', event: withPlayers(['Ana']), message: 'al menos dos jugadores' },
    { name: 'a player twice', event: withPlayers(['Ana', ' ana']), message: 'inscrito dos veces' },
    {
      name: 'a repeated scenario',
      event: withPlayers(['Ana', 'Berto'], { missions: ['tiroteo', 'tiroteo', 'rescate'] }),
      message: 'no se puede repetir un escenario',
    },
  ])('refuses to pair with $name', ({ event, message }) => {
    expect(() => engine.startNextRound(event)).toThrow(message);
  });

  it('refuses the next round while a result is missing, and a result above the maximum', () => {
    const event = engine.startNextRound(withPlayers(['Ana', 'Berto', 'Carla', 'Dani']));
    expect(() => engine.startNextRound(event)).toThrow(
      'Falta el resultado de la mesa 1 de la Ronda 1',
    );
    expect(() => engine.recordResult(event, 1, 1, { opA: 11, opB: 0, vpA: 0, vpB: 0 }, 10)).toThrow(
      'el máximo de «aniquilacion» es 10 PO',
    );
    expect(() => engine.recordResult(event, 1, 9, null, 10)).toThrow('No hay mesa 9');
  });

  it('re-draws round 1 with a new seed and undoes the last round', () => {
    const event = engine.startNextRound(withPlayers(['A', 'B', 'C', 'D', 'E', 'F']));
    const seeds = ['1', '2', '3', '4', '5'].map((seed) => engine.redrawFirstRound(event, seed));
    expect(seeds.some((e) => JSON.stringify(e.rounds) !== JSON.stringify(event.rounds))).toBe(true);
    expect(engine.redrawFirstRound(event, 'semilla')).toEqual(event);
    expect(engine.undoLastRound(event).rounds).toEqual([]);
    expect(() => engine.undoLastRound(engine.undoLastRound(event))).toThrow('No hay ninguna ronda');
    const two = engine.startNextRound(playRound(event));
    expect(() => engine.redrawFirstRound(two, 'x')).toThrow('mientras es la única ronda');
    expect(() => engine.recordResult(two, 1, 1, null, 10)).toThrow('ya no es la última');
    expect(() => engine.setFormat(two, 'league')).toThrow('deshacer antes');
  });

  it('fixes the rounds of the extras and keeps a tournament at 3 rounds or more', () => {
    expect(engine.setFormat(engine.newEvent(), 'escalation').roundCount).toBe(3);
    expect(engine.setFormat(engine.newEvent(), 'league').roundCount).toBe(6);
    expect(engine.setRoundCount(engine.newEvent(), 5).roundCount).toBe(5);
    expect(() => engine.setRoundCount(engine.newEvent(), 2)).toThrow('menos de 3 rondas');
    const escalation = engine.setFormat(engine.newEvent(), 'escalation');
    expect([1, 2, 3].map((r) => roundTier(escalation, r))).toEqual(['low', 'mid', 'top']);
  });

  it('runs an Escalation League: six jornadas, Bye rescaled ×8 ÷ jornadas played', () => {
    let event: TournamentEvent = withPlayers(['Ana', 'Berto', 'Carla'], {
      format: 'league',
      roundCount: 6,
      missions: [],
    });
    // Three players: each can have one Bye, so three jornadas can be paired.
    for (let round = 1; round <= 3; round += 1) event = playRound(engine.startNextRound(event));
    expect(() => engine.startNextRound(event)).toThrow('Todos los jugadores han tenido ya un Bye');
    expect(engine.eventFinished(event)).toBe(false);
    const finished = { ...event, roundCount: 3 };
    const raw = standings(
      event.rounds.flatMap((r) => [
        ...r.pairs.map((p) => ({ round: r.round, a: p.a, b: p.b, ...p.result! })),
        { round: r.round, bye: r.bye! },
      ]),
      { adjustByes: false },
    );
    // Each played 2 jornadas: OP × 8 / 2, rounding up.
    for (const row of engine.eventStandings(finished)) {
      const before = raw.find((r) => r.player === row.player)!;
      expect(row.op).toBe(Math.ceil((before.op * 8) / 2));
      expect(row.vp).toBe(Math.ceil((before.vp * 8) / 2));
    }
  });

  it('checks registration without case or spaces', () => {
    expect(() => checkPlayers(withPlayers(['Ana', 'Berto']))).not.toThrow();
    expect(() => checkPlayers(withPlayers(['Ana', 'ANA ']))).toThrow(
      '«ANA » está inscrito dos veces',
    );
  });
});

describe('event file', () => {
  const played = playRound(engine.startNextRound(withPlayers(['Ana', 'Berto', 'Carla'])));

  it('round-trips through the JSON file', () => {
    expect(engine.parseEvent(serializeEvent(played))).toEqual({ ok: true, event: played });
  });

  it.each([
    { name: 'not JSON', text: '{', message: 'no es JSON válido' },
    { name: 'another shape', text: '{"players": []}', message: 'dato no válido en «app»' },
    {
      name: 'OP above 10',
      text: serializeEvent({
        ...played,
        rounds: played.rounds.map((r) => ({
          ...r,
          pairs: r.pairs.map((p) => ({ ...p, result: { opA: 12, opB: 0, vpA: 0, vpB: 0 } })),
        })),
      }),
      message: 'dato no válido en «rounds.0.pairs.0.result.opA»',
    },
    {
      name: 'an unregistered player',
      text: serializeEvent({ ...played, players: played.players.slice(1) }),
      message: 'que no está inscrito',
    },
    {
      name: 'a second Bye',
      text: serializeEvent({
        ...played,
        rounds: [played.rounds[0]!, { ...played.rounds[0]!, round: 2 }],
      }),
      message: 'segundo Bye',
    },
  ])('refuses $name with a clear message', ({ text, message }) => {
    const parsed = engine.parseEvent(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it('exports every table and Bye as CSV', () => {
    const csv = engine.eventCsv(played);
    expect(csv.startsWith('\uFEFFRonda,Mesa,Escenario,Tier')).toBe(true);
    const pair = played.rounds[0]!.pairs[0]!;
    expect(csv).toContain(`1,1,aniquilacion,mid,${pair.a},${pair.b},6,2,100,50`);
    expect(csv).toContain(`1,,aniquilacion,mid,${played.rounds[0]!.bye},Bye,0,,0,`);
  });
});
