import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { standings, type TournamentGame } from '../../src/lib/tournament/standings.ts';

const game = (
  round: number,
  a: string,
  b: string,
  opA: number,
  opB: number,
  vpA = 0,
  vpB = 0,
): TournamentGame => ({
  round,
  a,
  b,
  opA,
  opB,
  vpA,
  vpB,
});

describe('standings', () => {
  it('scores the rules’ example: 7 OP against 3 OP', () => {
    expect(standings([game(1, 'Ana', 'Berto', 7, 3, 200, 150)])).toEqual([
      { player: 'Ana', tp: 2, op: 7, vp: 200, sos: 3, rank: 1 },
      { player: 'Berto', tp: 0, op: 3, vp: 150, sos: 7, rank: 2 },
    ]);
  });

  it.each([
    {
      name: 'TP first, even with fewer OP',
      games: [game(1, 'A', 'B', 1, 0), game(1, 'C', 'D', 10, 9)],
      order: ['C', 'A', 'D', 'B'],
    },
    {
      name: 'OP break a TP tie',
      games: [game(1, 'A', 'B', 4, 2), game(1, 'C', 'D', 6, 4)],
      order: ['C', 'A', 'D', 'B'],
    },
    {
      name: 'VP break an OP tie',
      games: [game(1, 'A', 'B', 4, 2, 100, 50), game(1, 'C', 'D', 4, 2, 120, 10)],
      order: ['C', 'A', 'B', 'D'],
    },
    {
      name: 'opponents’ OP break a VP tie',
      // A and C both 2 TP 3 OP 0 VP; A beat B (who then scored 9), C beat D (who then scored 0).
      games: [
        game(1, 'A', 'B', 3, 0),
        game(1, 'C', 'D', 3, 0),
        game(2, 'B', 'E', 9, 0),
        game(2, 'D', 'F', 0, 0),
        game(2, 'A', 'C', 0, 0),
      ],
      order: ['B', 'A', 'C', 'D', 'F', 'E'],
    },
  ])('orders by $name', ({ games, order }) => {
    expect(standings(games).map((row) => row.player)).toEqual(order);
  });

  it('gives a Bye 2 TP and rescales its OP and VP after the last round', () => {
    const rows = standings([
      game(1, 'A', 'B', 5, 4, 100, 90),
      { round: 1, bye: 'C' },
      game(2, 'A', 'C', 3, 6, 80, 150),
      { round: 2, bye: 'B' },
      game(3, 'B', 'C', 4, 3, 120, 110),
      { round: 3, bye: 'A' },
    ]);
    // A: 2 (5-4) + 0 (3-6) + 2 bye = 4 TP; OP 8 → ceil(8×3/2) = 12; VP 180 → 270.
    // B: 0 + 2 bye + 2 = 4 TP; OP 8 → 12; VP 210 → 315.
    // C: 2 bye + 2 (6-3) + 0 (3-4) = 4 TP; OP 9 → ceil(13.5) = 14; VP 260 → 390.
    expect(rows).toEqual([
      { player: 'C', tp: 4, op: 14, vp: 390, sos: 24, rank: 1 },
      { player: 'B', tp: 4, op: 12, vp: 315, sos: 26, rank: 2 },
      { player: 'A', tp: 4, op: 12, vp: 270, sos: 26, rank: 3 },
    ]);
  });

  it('leaves raw totals when the Bye adjustment is off', () => {
    const games: TournamentGame[] = [
      game(1, 'A', 'B', 5, 4),
      { round: 1, bye: 'C' },
      game(2, 'C', 'A', 3, 3),
    ];
    const c = standings(games, { adjustByes: false }).find((row) => row.player === 'C');
    expect(c).toEqual({ player: 'C', tp: 3, op: 3, vp: 0, sos: 8, rank: 2 });
    const adjusted = standings(games).find((row) => row.player === 'C');
    expect(adjusted?.op).toBe(6);
  });

  it('keeps a Bye with no game played at 0 OP instead of dividing by zero', () => {
    expect(standings([{ round: 1, bye: 'Solo' }])).toEqual([
      { player: 'Solo', tp: 2, op: 0, vp: 0, sos: 0, rank: 1 },
    ]);
  });

  it('shares the rank of players tied on every criterion and lists them alphabetically', () => {
    const rows = standings([game(1, 'Zoe', 'Yago', 2, 2), game(1, 'Álvaro', 'Bea', 2, 2)]);
    expect(rows.map((row) => [row.player, row.rank])).toEqual([
      ['Álvaro', 1],
      ['Bea', 1],
      ['Yago', 1],
      ['Zoe', 1],
    ]);
  });

  it('counts each opponent once in the opponents’ sum', () => {
    const rows = standings([game(1, 'A', 'B', 1, 2), game(2, 'A', 'B', 1, 2)]);
    expect(rows.find((row) => row.player === 'A')?.sos).toBe(4);
  });

  it('returns an empty table for no games', () => {
    expect(standings([])).toEqual([]);
  });

  it.each([
    {
      name: 'a second Bye',
      games: [{ round: 1, bye: 'A' }, game(2, 'A', 'B', 1, 0), { round: 3, bye: 'A' }],
      message: /"A" recibe un segundo Bye \(Rondas 1 y 3\)/,
    },
    {
      name: 'a player paired twice in a round',
      games: [game(1, 'A', 'B', 1, 0), game(1, 'A', 'C', 1, 0)],
      message: /"A" aparece dos veces en la Ronda 1/,
    },
    {
      name: 'a Bye to a player who also plays that round',
      games: [game(2, 'A', 'B', 1, 0), { round: 2, bye: 'B' }],
      message: /"B" aparece dos veces en la Ronda 2/,
    },
    {
      name: 'a player against himself',
      games: [game(1, 'A', 'A', 1, 0)],
      message: /contra sí mismo/,
    },
    { name: 'negative OP', games: [game(1, 'A', 'B', -1, 0)], message: /Partida 1: los PO de "A"/ },
    { name: 'NaN VP', games: [game(1, 'A', 'B', 1, 0, Number.NaN)], message: /los PV de "A"/ },
    { name: 'round 0', games: [game(0, 'A', 'B', 1, 0)], message: /la Ronda/ },
    { name: 'an empty name', games: [game(1, ' ', 'B', 1, 0)], message: /nombre no vacío/ },
    {
      name: 'a non-object',
      games: [null as unknown as TournamentGame],
      message: /no es una partida/,
    },
  ])('rejects $name', ({ games, message }) => {
    expect(() => standings(games as TournamentGame[])).toThrow(message);
  });

  it('does not depend on the order of the games', () => {
    const names = ['Ana', 'Berto', 'Carla', 'Dani', 'Eva', 'Fran'];
    // A random tournament: each round a random permutation is paired in order, odd one out gets a Bye.
    const tournament = fc
      .tuple(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 4 }))
      .chain(([players, rounds]) =>
        fc.array(
          fc.tuple(
            fc.shuffledSubarray(names.slice(0, players), {
              minLength: players,
              maxLength: players,
            }),
            fc.array(fc.tuple(fc.nat(10), fc.nat(10), fc.nat(300), fc.nat(300)), {
              minLength: 3,
              maxLength: 3,
            }),
          ),
          { minLength: rounds, maxLength: rounds },
        ),
      )
      .map((rounds) => {
        const games: TournamentGame[] = [];
        const hadBye = new Set<string>();
        rounds.forEach(([order, scores], index) => {
          const round = index + 1;
          const pool = [...order];
          if (pool.length % 2 === 1) {
            const byeIndex = pool.findIndex((player) => !hadBye.has(player));
            if (byeIndex === -1) return;
            const [player] = pool.splice(byeIndex, 1) as [string];
            hadBye.add(player);
            games.push({ round, bye: player });
          }
          for (let i = 0; i + 1 < pool.length; i += 2) {
            const [opA, opB, vpA, vpB] = scores[i / 2] ?? [0, 0, 0, 0];
            games.push(game(round, pool[i] as string, pool[i + 1] as string, opA, opB, vpA, vpB));
          }
        });
        return games;
      });
    fc.assert(
      fc.property(
        tournament.chain((games) =>
          fc.tuple(
            fc.constant(games),
            fc.shuffledSubarray(games, {
              minLength: games.length,
              maxLength: games.length,
            }),
          ),
        ),
        ([games, shuffled]) => {
          expect(standings(shuffled)).toEqual(standings(games));
        },
      ),
    );
  });

  it('ranks are non-decreasing and start at 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(10), fc.nat(10)), { minLength: 1, maxLength: 4 }),
        (scores) => {
          const games = scores.map(([x, y], i) => game(1, `P${2 * i}`, `P${2 * i + 1}`, x, y));
          const rows = standings(games);
          expect(rows[0]?.rank).toBe(1);
          rows.forEach((row, i) => {
            if (i > 0) expect(row.rank).toBeGreaterThanOrEqual(rows[i - 1]!.rank);
            expect(row.rank).toBeLessThanOrEqual(i + 1);
          });
        },
      ),
    );
  });
});
