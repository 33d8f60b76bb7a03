import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseShard,
  rendersLists,
  rendersRulePages,
  ruleFeedOrder,
  shardOf,
} from '../../src/integrations/shards/build-shard.ts';
import { shardCount } from '../../src/integrations/shards/astro-shards.ts';
import { frontmatterJson } from '../../src/content/rule-data-loader.ts';

describe('parseShard', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['0/1', { index: 0, count: 1 }],
    ['2/5', { index: 2, count: 5 }],
    [' 1/2 ', { index: 1, count: 2 }],
  ])('%j → %j', (value, shard) => expect(parseShard(value)).toEqual(shard));

  it.each(['3/3', '1/0', 'a/b', '1', '-1/2'])('rejects %j with a message', (value) =>
    expect(() => parseShard(value)).toThrow(/RULE_SHARD/),
  );
});

describe('shardOf', () => {
  // Fixed values: a page must stay in its shard from one build to the next (and machine to
  // machine), or every rebuild would render everything again. Hashes from a separate
  // implementation (Python: FNV-1a 32 bits, then MurmurHash3's fmix32; trabado = 0xe75df540,
  // refuerzos = 0xf66c82a1, berserk = 0xda2bfb2e): 1 + ⌊hash × (count − 1) / 2³²⌋, shard 0 being
  // the lists'.
  it.each([
    ['trabado', 4, 3],
    ['ataque-intuitivo', 4, 3],
    ['refuerzos', 7, 6],
    ['activacion-de-una-tropa-10', 3, 2],
    ['berserk', 3, 2],
  ])('%s in %i shards → %i', (name, count, shard) => expect(shardOf(name, count)).toBe(shard));

  it('is 0 when the build is not split', () => expect(shardOf('trabado', 1)).toBe(0));

  it("names a rule shard of the build (never 0, the lists' shard, when split)", () =>
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 50 }), (name, count) => {
        const shard = shardOf(name, count);
        return Number.isInteger(shard) && shard >= 1 && shard < count;
      }),
    ));

  it.each([6, 9])(
    'spreads 5,000 synthetic pages evenly over %i shards (each rule shard within 10 % of its share)',
    (count) => {
      const counts = new Array<number>(count).fill(0);
      for (let i = 0; i < 5000; i++) counts[shardOf(`regla-${i}`, count)]!++;
      expect(counts[0]).toBe(0);
      const share = 5000 / (count - 1);
      for (const n of counts.slice(1)) expect(Math.abs(n - share)).toBeLessThan(share / 10);
    },
  );
});

describe('ruleFeedOrder', () => {
  it("puts every shard's pages together, in shard order, whatever the number of shards", () =>
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (names, count) => {
          const shards = ruleFeedOrder(names).map((name) => shardOf(name, count));
          return shards.every((shard, i) => i === 0 || shards[i - 1]! <= shard);
        },
      ),
    ));

  it('is the same order for the same pages, in whatever order they are given', () =>
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 40 }), (names) => {
        const order = ruleFeedOrder(names);
        expect(ruleFeedOrder([...names].reverse())).toEqual(order);
        expect([...order].sort()).toEqual([...names].sort());
      }),
    ));
});

describe('what a build renders', () => {
  it.each([
    [undefined, true, true],
    [{ index: 0, count: 1 }, true, true],
    [{ index: 0, count: 3 }, true, false],
    [{ index: 2, count: 3 }, false, true],
  ])('%j: lists %s, rule pages %s', (shard, lists, rules) => {
    expect(rendersLists(shard)).toBe(lists);
    expect(rendersRulePages(shard)).toBe(rules);
  });
});

describe('shardCount', () => {
  it.each([
    [0, 700, 1100, 1],
    [45, 700, 1100, 1],
    [700, 700, 1100, 1],
    // Past one build: shard 0 and one rule shard, however few the pages.
    [701, 700, 1100, 2],
    [2200, 700, 1100, 3],
    [2201, 700, 1100, 4],
    [5217, 700, 1100, 6],
    [5217, 700, 700, 9],
    // The shard test: the seeds' 46 rule pages in shard 0 and two rule shards.
    [46, 23, 23, 3],
  ])(
    '%i pages, one build up to %i, %i a rule shard → %i shards',
    (pages, oneBuild, perShard, count) =>
      expect(shardCount(pages, { oneBuild, perShard })).toBe(count),
  );
});

describe('frontmatterJson', () => {
  it.each([
    ['---\n{"a":1}\n---\n\ntext', '{"a":1}'],
    ['---\n{\n  "a": "---"\n}\n---\n', '{\n  "a": "---"\n}'],
    ['no frontmatter', undefined],
    ['---\n{"a":1}\n', undefined],
  ])('%j → %j', (text, json) => expect(frontmatterJson(text)).toBe(json));
});
