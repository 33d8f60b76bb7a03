/**
 * The questions players asked before, as the reader compares a query with them (`askedIndex` of
 * src/lib/search/asked-before.ts): the tuning sets of content/search/player-queries.json, each
 * question read as the reader reads a query, with the page or heading that answers it. The
 * reader's bundle holds this module's value, worked out when it is built
 * (src/integrations/client-assets.ts), so a phone reads none of the questions when the reader
 * loads, and no held-out query ships; tests and tools work it out here.
 */
import { stemmer } from '@orama/stemmers/spanish';
import queries from '../../../content/search/player-queries.json';
import { createAnalyzer } from '../../lib/search/analyze.ts';
import { askedIndex } from '../../lib/search/asked-before.ts';
import { playerQueriesSchema } from '../../lib/search/player-queries.ts';
import { searchStem } from '../../lib/search/stem.ts';
import { words } from './reader-words.ts';

const stem = searchStem(stemmer);

export const asked = askedIndex(
  playerQueriesSchema.parse(queries).queries,
  createAnalyzer(words, stem),
  stem,
);
