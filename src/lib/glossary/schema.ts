import { z } from 'astro/zod';

import { PARTS } from './parts.ts';

export { PARTS };

/**
 * One term players look for. `title` is the Spanish name as the site writes it; every other
 * spelling a player may type (abbreviation, English name, old title) leads to `url`.
 */
export const glossaryTermSchema = z
  .object({
    /** Spanish name as the site writes it; the expansion of its abbreviations. */
    title: z.string().min(1),
    /** Where the term is explained: a page, or an anchor on a page. Absent: only an abbreviation to expand. */
    url: z
      .string()
      .regex(
        /^\/[a-z0-9/-]*\/(#[a-z0-9-]+)?$/,
        'una ruta del sitio con barra final, con o sin #ancla',
      )
      .optional(),
    /** Section of the site (search filter `parte`). */
    parte: z.enum(PARTS).default('Reglas'),
    /** Abbreviations written in rule text, e.g. "LDT": expanded on first use, found by search. */
    abbr: z.array(z.string().min(1)).default([]),
    /** English names (and English abbreviations) players bring from the rulebook. */
    en: z.array(z.string().min(1)).default([]),
    /** Where the English names come from: the rulebook and edition that prints them. */
    source: z.string().min(1).optional(),
    /** Why the term has no English name (a rule or term page must have one or the other). */
    noEnglish: z.string().min(1).optional(),
    /** Old titles, other spellings, plurals. */
    aliases: z.array(z.string().min(1)).default([]),
    /** Whether its names get redirect pages under `/reglas/` (default: only for rule pages). */
    redirect: z.boolean().optional(),
    /**
     * Headings that carry one of its names but define another rule (`/reglas/<page>/#<id>`): the
     * name resolver never takes them as its definition. «Camuflado» the state is not the weapon
     * property «Camuflado» of `/reglas/propiedades/#camuflado`.
     */
    notAt: z
      .array(
        z
          .string()
          .regex(/^\/reglas\/[a-z0-9-]+\/#[a-z0-9-]+$/, 'un encabezado: /reglas/<página>/#<ancla>'),
      )
      .default([]),
    /** Why: reviewed data says why it is so (required with `notAt`). */
    why: z.string().min(1).optional(),
  })
  .strict()
  .refine((term) => term.notAt.length === 0 || term.why !== undefined, {
    message: '`notAt` necesita `why`: por qué ese encabezado no define este término',
    path: ['why'],
  })
  .refine((term) => term.source === undefined || term.en.length > 0, {
    message: '`source` dice de dónde salen los nombres de `en`: sin `en` sobra',
    path: ['source'],
  })
  .refine((term) => term.noEnglish === undefined || term.en.length === 0, {
    message: '`noEnglish` explica por qué no hay nombre en inglés: con `en` sobra',
    path: ['noEnglish'],
  });

export const glossarySchema = z
  .object({
    $comment: z.string().optional(),
    terms: z.array(glossaryTermSchema),
  })
  .strict()
  .superRefine((glossary, ctx) => {
    // One abbreviation, one meaning: `<abbr title>` must not depend on the order of the file.
    const seen = new Map<string, string>();
    glossary.terms.forEach((term, index) => {
      for (const abbr of term.abbr) {
        const other = seen.get(abbr);
        if (other && other !== term.title) {
          ctx.addIssue({
            code: 'custom',
            path: ['terms', index, 'abbr'],
            message: `«${abbr}» ya abrevia «${other}»`,
          });
        }
        seen.set(abbr, term.title);
      }
    });
  });

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
