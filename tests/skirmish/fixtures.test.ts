import { describe } from 'vitest';
import { parseSkirmish } from '../../pipeline/skirmish/parse/parse-source.ts';
import { transformSkirmish } from '../../pipeline/skirmish/transform/index.ts';
import { fixtureCases } from './fixture-loop.ts';

describe('skirmish stages', () => {
  fixtureCases('skirmish-parse', (input) => parseSkirmish(input));
  fixtureCases('skirmish-transform', (input) =>
    transformSkirmish(parseSkirmish(input), 'input.txt'),
  );
});
