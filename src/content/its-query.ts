// Where the ITS pages look up across collections: the text of a rule a card lists but does not print.
import { getCollection } from 'astro:content';
import { ruleDefinitions } from '../lib/its-rule-links.ts';

const byLine = <T extends { line: number }>(xs: T[]) => xs.sort((a, b) => a.line - b.line);

/** Where each rule is printed with its text: ITS chapters first, then cards in print order. */
export const itsRuleDefinitions = ruleDefinitions(
  (await getCollection('itsChapters')).map((c) => c.data),
  [
    ...byLine((await getCollection('missions')).map((c) => c.data)).map((m) => ({
      ...m,
      path: `/its/misiones/${m.slug}/`,
    })),
    ...byLine((await getCollection('leagueRounds')).map((c) => c.data)).map((r) => ({
      ...r,
      path: `/its/ligas/${r.slug}/`,
    })),
  ],
);
