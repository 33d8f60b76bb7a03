import { describe } from 'vitest';
import { emitMdx } from '../../pipeline/shared/emit-mdx.ts';
import { parseReinforcements } from '../../pipeline/reinforcements/parse/parse-source.ts';
import { transformReinforcements } from '../../pipeline/reinforcements/transform/index.ts';
import { runFixtures } from '../helpers/fixtures.ts';

/** A fixed list of defined names, so the fixtures do not depend on the wiki build. */
const definitions = ['Tokens de Mando', 'Fase Táctica', 'Commlink', 'Fireteams', 'Refuerzos'].map(
  (title) => {
    const slug = title
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    return { title, url: `/reglas/${slug}/` };
  },
);

describe('refuerzos stages', () => {
  runFixtures('reinforcements-parse', (input) => ({ json: parseReinforcements(input) }));
  runFixtures('reinforcements-transform', (input) => {
    const page = transformReinforcements(parseReinforcements(input), 'input.txt', definitions);
    return {
      json: {
        mdx: emitMdx(page.frontmatter, page.tree).split('\n'),
        table: page.table,
        problems: page.problems,
      },
    };
  });
});
