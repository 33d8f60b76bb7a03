import { describe } from 'vitest';
import { parseSkirmish } from '../../pipeline/skirmish/parse/parse-source.ts';
import { transformSkirmish } from '../../pipeline/skirmish/transform/index.ts';
import { runFixtures } from '../helpers/fixtures.ts';

describe('skirmish stages', () => {
  runFixtures('skirmish-parse', (input) => ({ json: parseSkirmish(input) }));
  runFixtures('skirmish-transform', (input) => ({
    json: transformSkirmish(parseSkirmish(input), 'input.txt'),
  }));
});
