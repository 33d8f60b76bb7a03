/**
 * The reviewed player words (content/glossary/player-words.json) as the reader uses them
 * (`readerWords`). The reader's bundle holds this module's value, worked out when it is built
 * (src/integrations/client-assets.ts), so a phone reads none of the phrases when the reader
 * loads; tests and tools work it out here.
 */
import playerWords from '../../../content/glossary/player-words.json';
import type { PlayerWords } from '../../lib/glossary/player-words.ts';
import { readerWords } from '../../lib/search/analyze.ts';

export const words = readerWords(playerWords as PlayerWords);
