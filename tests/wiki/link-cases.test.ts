import { beforeAll, describe, expect, it } from 'vitest';
import { readLinkCases, scoreCases, siteLinks, type LinkScore } from '../../tools/lib/link-eval.ts';

/**
 * The labelled wiki links (link-cases.json) through the content stage's own resolver: a floor
 * on each set, so a change of the resolver or of the reviewed links that sends links astray
 * fails. Figures and the command in docs/figures.md (`node tools/link-eval.ts`).
 */
const FLOOR = { tune: 329, heldout: 158 };

let scores: Map<string, LinkScore>;
beforeAll(async () => {
  scores = scoreCases(readLinkCases(), await siteLinks());
});

describe('los enlaces etiquetados de la wiki', () => {
  it.each(Object.entries(FLOOR))('%s: al menos %i casos bien', (set, floor) => {
    expect(scores.get(set)!.right).toBeGreaterThanOrEqual(floor);
  });
});
