import { z } from 'astro/zod';

/**
 * Data the wiki build writes besides the rule pages: the history of every page and the term
 * pages. Schemas here (not in `src/content/`) so the build scripts can import them under Node.
 */

/** A run of a word-level diff of the rendered text. */
export const diffPartSchema = z.object({ op: z.enum(['eq', 'ins', 'del']), text: z.string() });

/** An FAQ box a revision added, changed or removed, by its anchor. */
export const faqChangeSchema = z.object({
  id: z.string(),
  question: z.string(),
  change: z.enum(['nueva', 'cambiada', 'quitada']),
});

/** One revision of a page, against the one before it. */
export const revisionChangeSchema = z.object({
  timestamp: z.string(),
  contributor: z.string(),
  source: z.object({ file: z.string(), line: z.number() }),
  /** Words of the whole page for the first revision; words added plus removed after. */
  words: z.number(),
  added: z.number(),
  removed: z.number(),
  /** Word-level diff against the previous revision; empty for the first one. */
  diff: z.array(diffPartSchema),
  faqs: z.array(faqChangeSchema),
});

/** Every revision of one page, oldest first (the last one is the page). */
export const pageHistorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  revisions: z.array(revisionChangeSchema).min(1),
});

/** A place the site names a term: the page, where on it, and the sentence. */
export const mentionSchema = z.object({
  page: z.string(),
  url: z.string(),
  sentence: z.string(),
  linked: z.boolean(),
});

/** A name the site has no rule for yet: where it is mentioned, and its other names. */
export const termPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  abbr: z.array(z.string()),
  en: z.array(z.string()),
  /** Other spellings the wiki links it with. */
  aliases: z.array(z.string()),
  /**
   * The rules an ambiguous name may mean (`/reglas/inmovilizado-a/`, `/reglas/inmovilizado-b/`),
   * listed first on its page; empty for a name the sources do not define.
   */
  candidates: z.array(z.object({ url: z.string(), title: z.string() })).default([]),
  /** The mentions the page shows (src/lib/term-view.ts `trimMentions`). */
  mentions: z.array(mentionSchema),
  /** How many times each listed page mentions it, shown or not. */
  pageTotals: z.record(z.string(), z.number().int().nonnegative()).default({}),
  /** Pages that mention it beyond those listed: counted, not listed. */
  otherPages: z.number().int().nonnegative().default(0),
});

export type DiffPart = z.infer<typeof diffPartSchema>;
export type FaqChange = z.infer<typeof faqChangeSchema>;
export type RevisionChange = z.infer<typeof revisionChangeSchema>;
export type PageHistory = z.infer<typeof pageHistorySchema>;
export type Mention = z.infer<typeof mentionSchema>;
export type TermPage = z.infer<typeof termPageSchema>;
