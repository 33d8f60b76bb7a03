import { allowedEdits, editDistance } from './edit-distance.ts';
import type { NameTypos } from './term-match.ts';

const digits = (key: string) => key.replace(/\D/g, '');

/**
 * A name one or two typos away from the query (`matchTerms`), on names of 5+ letters only, so
 * "CD" never matches "CC"; a number is no typo, so «imm 2» is not «IMM-A», nor «jornada 7»
 * «Jornada 1». In the reader's chunk: the search loads it for a query that is no name as
 * written.
 */
export const nameTypos: NameTypos = (key, nameKey) => {
  if (nameKey.length < 5 || digits(key) !== digits(nameKey)) return undefined;
  const max = Math.min(allowedEdits(nameKey.length), 2);
  const edits = max > 0 ? editDistance(key, nameKey, max) : Infinity;
  return edits <= max ? edits : undefined;
};
