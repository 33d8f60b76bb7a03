/**
 * Where each term page quotes the pages that mention it (`mentionAnchors` of
 * src/lib/search/term-mentions.ts), from the wiki stage's term pages. The reader's bundle holds
 * this module's value, worked out when it is built (src/integrations/client-assets.ts); tests and
 * tools work it out here.
 */
import { z } from 'astro/zod';
import terms from '../../../content/generated/wiki/terms.json';
import { termPageSchema } from '../../content/wiki-data.ts';
import { mentionAnchors } from '../../lib/search/term-mentions.ts';

export const mentions = mentionAnchors(z.array(termPageSchema).parse(terms));
