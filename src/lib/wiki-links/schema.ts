import { z } from 'astro/zod';

/** A rule page or a heading of one: `/reglas/<página>/` or `/reglas/<página>/#<ancla>`. */
const ruleUrl = z
  .string()
  .regex(/^\/reglas\/[a-z0-9-]+\/(#[a-z0-9-]+)?$/, 'una regla: /reglas/<página>/ o con #ancla');

/**
 * One reviewed wiki link: where `[[name]]` leads, and why. `to` is a page or heading (a heading
 * guess confirmed, or a name the wiki spells another way), or `term`: the name's term page,
 * because the heading that carries the name defines another rule (a homonym). `candidates`:
 * the name means several rules at once; it leads to its term page, which lists them. `pages`
 * limits the entry to the links of those pages (by title); without it, every link of the name.
 */
export const reviewedLinkSchema = z
  .object({
    name: z.string().min(1),
    pages: z.array(z.string().min(1)).min(1).optional(),
    to: z.union([ruleUrl, z.literal('term')]).optional(),
    candidates: z.array(ruleUrl).min(2).optional(),
    why: z.string().min(1),
  })
  .strict()
  .refine((entry) => (entry.to === undefined) !== (entry.candidates === undefined), {
    message: 'una entrada lleva `to` o `candidates`, no las dos',
    path: ['to'],
  });

export const reviewedLinksSchema = z
  .object({ $comment: z.string().optional(), links: z.array(reviewedLinkSchema) })
  .strict();

export type ReviewedLink = z.infer<typeof reviewedLinkSchema>;
export type ReviewedLinks = z.infer<typeof reviewedLinksSchema>;
