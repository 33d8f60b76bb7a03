/**
 * What reads a player's query (src/lib/search/analyze.ts), a chunk of its own
 * (`/assets/search-reader.js`, bundled by src/integrations/client-assets.ts) that the search
 * loads on the first query that is not a name: the reviewed player words
 * (content/glossary/player-words.json, read at build time: reader-words.ts) and the Spanish Snowball stemmer of `@orama/stemmers`,
 * the algorithm Pagefind stems the index with; and the typo corrector, which the search loads
 * with the vocabulary.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { createAnalyzer } from '../../lib/search/analyze.ts';
import { words } from './reader-words.ts';
import type { QueryReader } from '../../lib/search/engine.ts';
import { searchAnyWord } from '../../lib/search/any-word.ts';
import { titledSections, withTitledSections } from '../../lib/search/section-titles.ts';
import { namedTerms } from '../../lib/search/name-match.ts';
import { matchNames } from '../../lib/search/name-value.ts';
import { rankFirst } from '../../lib/search/rank-first.ts';
import { searchStem } from '../../lib/search/stem.ts';
import { unseenWords } from '../../lib/search/unseen-words.ts';
import { typoFixer } from '../../lib/search/vocabulary.ts';
import {
  askedBefore,
  askedLikely,
  askedOrder,
  askedQuery,
  askedStems,
  type AskedIndex,
} from '../../lib/search/asked-before.ts';
import { asked } from './asked-questions.ts';
import { mentionSections } from '../../lib/search/term-mentions.ts';
import { mentions } from './term-mentions.ts';
import { pagePath } from '../../lib/search/page-path.ts';

const stem = searchStem(stemmer);
const context = new Map(words.context);

const analyze = createAnalyzer(words, stem);

/**
 * The reader with the questions asked before of `index`: the tuning sets' as the site ships them
 * (`reader`); the tools give it others (tools/lib/search-node.ts).
 */
export function readerAsking(index: AskedIndex): QueryReader {
  return {
    analyze,
    stem,
    namedTerms,
    rankFirst: (pages, named, byPath, analysis, terms, rankStem, count) =>
      rankFirst(pages, named, byPath, analysis, terms, rankStem, count, context),
    matchNames,
    titledSections,
    withTitledSections,
    unseenWords,
    searchAnyWord,
    typoFixer: (vocabulary) => typoFixer(vocabulary, stem),
    askedBefore: (analysis) => askedBefore(index, askedStems(analysis, stem)),
    askedOrder: (ranked, found, nearest, analysis) =>
      askedOrder(
        ranked,
        (page) => pagePath(page.url),
        found,
        nearest,
        askedQuery(ranked[0], analysis, stem, analyze),
        askedLikely(index, askedStems(analysis, stem)),
      ),
    mentionSections: (path, found, named, terms) =>
      mentionSections(mentions, path, found, named, terms),
  };
}

export const reader: QueryReader = readerAsking(asked);
