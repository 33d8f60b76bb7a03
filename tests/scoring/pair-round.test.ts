import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pairRound } from '../../src/lib/tournament/pair-round.ts';
import { standings, type TournamentGame } from '../../src/lib/tournament/standings.ts';

const game = (round: number, a: string, b: string, opA: number, opB: number, vpA = 0, vpB = 0) => ({
  round,
  a,
  b,
  opA,
  opB,
  vpA,
  vpB,
});
/** Pairs written `'A-C B-D'`, as pairRound gives them. */
const pairs = (text: string) =>
  text.split(' ').map((pair) => {
    const [a, b] = pair.split('-') as [string, string];
    return { a, b };
  });
/** Three players, two rounds: A beats B with C on the Bye, then A beats C with B on the Bye. */
const twoByes = [
  game(1, 'A', 'B', 6, 4),
  { round: 1, bye: 'C' },
  game(2, 'A', 'C', 10, 0),
  { round: 2, bye: 'B' },
];
const names = ['Ana', 'Berto', 'Carla', 'Dani', 'Eva', 'Fran', 'Gema', 'Hugo', 'Irene'];

describe('pairRound', () => {
  it('draws round 1 from the seed: same seed, same pairs; the odd one out gets the Bye', () => {
    const players = names.slice(0, 7);
    const first = pairRound(players, [], { seed: 'abc' });
    expect(first.round).toBe(1);
    expect(pairRound(players, [], { seed: 'abc' })).toEqual(first);
    expect(first.bye).not.toBeNull();
    expect(first.pairs).toHaveLength(3);
    // Some other seed draws a different round 1.
    const others = ['x', 'y', 'z', 'w'].map((seed) => pairRound(players, [], { seed }));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
  });

  it.each([
    {
      name: 'pairs 1st v 2nd and 3rd v 4th by TP, OP, VP',
      players: ['A', 'B', 'C', 'D'],
      games: [game(1, 'A', 'B', 3, 5), game(1, 'C', 'D', 9, 1)],
      // C 3 TP, B 2 TP, A 0 TP with 3 OP, D 0 TP with 1 OP.
      expected: { round: 2, pairs: pairs('C-B A-D'), bye: null },
    },
    {
      name: 'VP break an OP tie',
      players: ['A', 'B', 'C', 'D'],
      games: [game(1, 'A', 'B', 5, 5, 100, 300), game(1, 'C', 'D', 5, 5, 200, 250)],
      expected: { round: 2, pairs: pairs('B-D C-A'), bye: null },
    },
    {
      name: 'the Bye goes to the last player without one, moving up',
      players: ['A', 'B', 'C', 'D', 'E'],
      games: [game(1, 'A', 'B', 6, 4), game(1, 'C', 'D', 2, 1), { round: 1, bye: 'E' }],
      // Order: E (2 TP, 0 OP)? No: A 2 TP 6 OP, C 2 TP 2 OP, E 2 TP 0 OP, B 0 TP 4 OP, D 0 TP 1 OP.
      expected: { round: 2, pairs: pairs('A-C E-B'), bye: 'D' },
    },
    {
      name: 'the last player already had a Bye: the one above gets it',
      players: ['A', 'B', 'C'],
      games: twoByes,
      // A 4 TP, then B and C at 2 TP: B has 4 OP, C 0 OP. C is last but had the Bye in round 1,
      // and B had it in round 2, so it moves up to A.
      expected: { round: 3, pairs: pairs('B-C'), bye: 'A' },
    },
  ])('$name', ({ players, games, expected }) => {
    expect(pairRound(players, games as TournamentGame[])).toEqual(expected);
  });

  it.each([
    { name: 'one player', players: ['A'], games: [], message: 'al menos dos jugadores' },
    {
      name: 'a name twice',
      players: ['A', 'A'],
      games: [],
      message: '«A» está inscrito dos veces',
    },
    {
      name: 'an unknown player',
      players: ['A', 'B'],
      games: [game(1, 'A', 'Z', 1, 0)],
      message: '«Z», que no está inscrito',
    },
    {
      name: 'an incomplete round',
      players: ['A', 'B', 'C', 'D'],
      games: [game(1, 'A', 'B', 1, 0)],
      message: 'La Ronda 1 está incompleta: «C»',
    },
    {
      name: 'an odd field where everyone already had a Bye',
      players: ['A', 'B', 'C'],
      games: [...twoByes, game(3, 'B', 'C', 1, 0), { round: 3, bye: 'A' }],
      message: 'Todos los jugadores han tenido ya un Bye',
    },
  ])('throws a clear Error for $name', ({ players, games, message }) => {
    expect(() => pairRound(players, games as TournamentGame[])).toThrow(message);
  });

  it('avoids rematches only when asked, and only as far as the standings allow', () => {
    const players = ['A', 'B', 'C', 'D'];
    const games = [game(1, 'A', 'B', 6, 5), game(1, 'C', 'D', 4, 3)];
    // Standings: A, C (2 TP), B, D (0 TP); plain pairing A–C, B–D.
    expect(pairRound(players, games).pairs).toEqual(pairs('A-C B-D'));
    const round3 = [...games, game(2, 'A', 'C', 6, 5), game(2, 'B', 'D', 6, 5)];
    // A 4 TP, B and C 2 TP (B 11 OP, C 9 OP), D 0: plain A–B is a rematch of round 1.
    expect(pairRound(players, round3).pairs).toEqual(pairs('A-B C-D'));
    expect(pairRound(players, round3, { avoidRematches: true }).pairs).toEqual(pairs('A-D B-C'));
  });
});

/** A whole random event: each round paired by pairRound, with random scores. */
const events = fc
  .record({
    players: fc.integer({ min: 2, max: 9 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    seed: fc.string({ maxLength: 8 }),
    avoidRematches: fc.boolean(),
    scores: fc.array(fc.tuple(fc.nat(10), fc.nat(10), fc.nat(400), fc.nat(400)), {
      minLength: 30,
      maxLength: 30,
    }),
  })
  .map(({ players, rounds, seed, avoidRematches, scores }) => {
    const field = names.slice(0, players);
    const games: TournamentGame[] = [];
    const pairings: ReturnType<typeof pairRound>[] = [];
    let k = 0;
    // An odd field can give at most one Bye per player.
    const playable = players % 2 === 1 ? Math.min(rounds, players) : rounds;
    for (let r = 0; r < playable; r += 1) {
      const pairing = pairRound(field, games, { seed, avoidRematches });
      pairings.push(pairing);
      for (const { a, b } of pairing.pairs) {
        const [opA, opB, vpA, vpB] = scores[k++ % scores.length]!;
        games.push({ round: pairing.round, a, b, opA, opB, vpA, vpB });
      }
      if (pairing.bye) games.push({ round: pairing.round, bye: pairing.bye });
    }
    return { field, games, pairings, seed, avoidRematches };
  });

describe('pairRound properties', () => {
  it('every player appears exactly once per round, and nobody gets two Byes', () => {
    fc.assert(
      fc.property(events, ({ field, pairings }) => {
        const byes = new Set<string>();
        for (const { pairs, bye } of pairings) {
          const seen = [...pairs.flatMap((p) => [p.a, p.b]), ...(bye ? [bye] : [])];
          expect(seen.toSorted()).toEqual([...field].toSorted());
          expect(bye === null).toBe(field.length % 2 === 0);
          if (bye) {
            expect(byes.has(bye)).toBe(false);
            byes.add(bye);
          }
        }
      }),
    );
  });

  it('from round 2, pairs follow the standings order and the Bye is the lowest without one', () => {
    fc.assert(
      fc.property(
        events.filter((e) => !e.avoidRematches),
        ({ games, pairings }) => {
          for (const pairing of pairings.slice(1)) {
            const before = games.filter((g) => g.round < pairing.round);
            const order = standings(before, { adjustByes: false }).map((r) => r.player);
            const hadBye = new Set(before.flatMap((g) => ('bye' in g ? [g.bye] : [])));
            const expectedBye =
              order.length % 2 === 1 ? order.findLast((p) => !hadBye.has(p))! : null;
            expect(pairing.bye).toBe(expectedBye);
            const rest = order.filter((p) => p !== expectedBye);
            expect(pairing.pairs.flatMap((p) => [p.a, p.b])).toEqual(rest);
          }
        },
      ),
    );
  });

  it('is deterministic: the same seed and games give the same pairs', () => {
    fc.assert(
      fc.property(events, ({ field, games, pairings, seed, avoidRematches }) => {
        pairings.forEach((pairing) => {
          const before = games.filter((g) => g.round < pairing.round);
          expect(pairRound(field, before, { seed, avoidRematches })).toEqual(pairing);
          expect(pairRound([...field], [...before].reverse(), { seed, avoidRematches })).toEqual(
            pairing,
          );
        });
      }),
    );
  });

  it('with "evitar repetir enfrentamientos", no rematch while one can be avoided', () => {
    // Four rounds of six players; a rematch is allowed only when every perfect matching of the
    // six (there are 15) repeats a game.
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(10), fc.nat(10)), { minLength: 12, maxLength: 12 }),
        (seed, scores) => {
          const field = names.slice(0, 6);
          const games: TournamentGame[] = [];
          const met = new Set<string>();
          for (let r = 0; r < 4; r += 1) {
            const pairing = pairRound(field, games, { seed, avoidRematches: true });
            const avoidable = matchings(field).some((m) =>
              m.every(([a, b]) => !met.has([a, b].toSorted().join('|'))),
            );
            pairing.pairs.forEach(({ a, b }, i) => {
              const key = [a, b].toSorted().join('|');
              if (avoidable) expect(met.has(key)).toBe(false);
              met.add(key);
              const [opA, opB] = scores[(r * 3 + i) % scores.length]!;
              games.push({ round: pairing.round, a, b, opA, opB, vpA: 0, vpB: 0 });
            });
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

/** Every perfect matching of an even list, by brute force. */
function matchings(pool: readonly string[]): [string, string][][] {
  if (pool.length === 0) return [[]];
  const [first, ...rest] = pool as [string, ...string[]];
  return rest.flatMap((other, i) =>
    matchings(rest.filter((_, j) => j !== i)).map((m) => [
      [first, other] as [string, string],
      ...m,
    ]),
  );
}
