/**
 * Schemas of the rule pages' frontmatter (wiki pages and Refuerzos), kept apart from `wiki.ts` so
 * the build scripts and the tests can import them without Astro's virtual modules. The build-side
 * types are inferred from them: one shape, one name.
 */
import { z } from 'astro/zod';
import { editionSchema } from '../lib/edition.ts';

/** One FAQ or errata box: a ruling with its own anchor. */
export const faqSchema = z.object({
  /** Anchor of the box, derived from its question: stable across rebuilds. */
  id: z.string(),
  /** Whether the box is an FAQ answer or an errata to the rulebook. */
  kind: z.enum(['faq', 'errata']),
  /** The box's heading in the wiki, e.g. "N4 FAQ". */
  title: z.string(),
  /** FAQ document version and date, e.g. "1.0, enero 2021". */
  version: z.string(),
  /** The question, as plain text. */
  question: z.string(),
  /** The answer, as plain text (paragraphs separated by newlines). */
  answer: z.string(),
  /** Titles of the pages the box names as related. */
  related: z.array(z.string()),
  /**
   * Ids the ruling had in older revisions of its page (its question read otherwise): links made
   * to them still land on it (pipeline/wiki/emit/history.ts `rulingPasts`).
   */
  aliases: z.array(z.string()).default([]),
  /** Time of the revision that last changed it, when a newer revision did: «esta resolución cambió». */
  changed: z.string().optional(),
});

/** An outgoing link of a page: to a page of the site, or to a title the site lacks. */
export const linkSchema = z.object({
  /** The target title, normalised by MediaWiki rules. */
  target: z.string(),
  /** Where it lands, when the target is on the site. */
  url: z.string().optional(),
  /** Whether the target is a page of the site. */
  resolved: z.boolean(),
});

/** Fields every rule page has, whatever source it comes from. */
export const rulePageSchema = z.object({
  /** Page title as the source writes it. */
  title: z.string(),
  /** URL segment under `/reglas/`, from `slugify(title)`. */
  slug: z.string(),
  /** First sentence of the rule: meta description and link previews. */
  description: z.string().default(''),
  /** Key of the page's main section (see `src/lib/sections.ts`). */
  section: z.string(),
  /** Every section the page belongs to. */
  sections: z.array(z.string()).default([]),
  /** Wiki categories of the page. */
  categories: z.array(z.string()).default([]),
  /** Time of the revision the page was built from. */
  updated: z.string().nullable().default(null),
  /** Author of that revision. */
  contributor: z.string().nullable().default(null),
  /** Editions whose text the page holds. */
  versions: z.array(editionSchema).default([]),
  /** The page's headings, in order, with their ids. */
  headings: z.array(z.object({ id: z.string(), text: z.string(), depth: z.number() })).default([]),
  /** The page's FAQ and errata boxes. */
  faqs: z.array(faqSchema).default([]),
  /** Outgoing links. */
  links: z.array(linkSchema).default([]),
  /** Pages of the site that link to this one. */
  backlinks: z.array(z.object({ title: z.string(), url: z.string() })).default([]),
  /** The page's place in its source's navigation, outermost first. */
  nav: z.array(z.string()).default([]),
  /** Where the text comes from. */
  source: z.object({ file: z.string(), line: z.number() }),
  /** Revisions of the page across every dump (more than one: it has a `cambios/` page). */
  revisions: z.number().default(1),
});

/**
 * What the rule collection (`rules`) keeps of a page's frontmatter: all of it but `links`, which
 * no page shows. The content store is serialised, bundled as a module and parsed back by every
 * `astro build`, and the links were a large part of it on a whole wiki.
 */
export const ruleEntrySchema = rulePageSchema.omit({ links: true });

/** An FAQ or errata box as the page's frontmatter and the FAQ index see it. */
export type FaqEntry = z.infer<typeof faqSchema>;
/** An outgoing link as the page's frontmatter records it. */
export type PageLink = z.infer<typeof linkSchema>;
/** A heading as the rule page's table of contents lists it. */
export type PageHeading = z.infer<typeof rulePageSchema>['headings'][number];
/** A page that links to this one. */
export type Backlink = z.infer<typeof rulePageSchema>['backlinks'][number];
/** The frontmatter a part writes for a rule page (defaulted fields may be left out). */
export type RulePageFrontmatter = z.input<typeof rulePageSchema>;
