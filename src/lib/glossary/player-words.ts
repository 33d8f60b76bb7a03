import { z } from 'astro/zod';

/**
 * How players write what the rules call otherwise (`content/glossary/player-words.json`),
 * reviewed data the search reads (src/lib/search/analyze.ts), each entry with its why:
 * - `forms`: forms of a word that the stemmer does not join to the rule's word: a verb whose
 *   stem changes («pierdo» → «pérdida»), a verb whose rule is a noun («quitar» → «cancelación»);
 * - `slang`: table words and phrases for a rule («tumbado» → «Cuerpo a Tierra»); `url` when the
 *   phrase names the rule the page defines even though its words are not a name of it
 *   («rematar» is the Coup de Grâce of «Ataque CC»);
 * - `sections`: the words that ask for one kind of section of a page («salgo» → «Cancelación»);
 * - `context`: pages named as the context of a question about another rule (the attributes),
 *   and `kind` pages, the kind of what is asked («Atributo», «Habilidades»);
 * - `everyday`: words of everyday Spanish that are also a rule's abbreviation («da»).
 */
export const playerWordsSchema = z
  .object({
    $comment: z.string().optional(),
    forms: z.array(
      z
        .object({
          /** The word as the rules write it. */
          word: z.string().min(1),
          /** What players type for it. */
          forms: z.array(z.string().min(1)).min(1),
          why: z.string().min(1),
        })
        .strict(),
    ),
    slang: z.array(
      z
        .object({
          /** Words or phrases said at the table (articles do not matter). */
          say: z.array(z.string().min(1)).min(1),
          /** The rules' words for it: what is searched instead. */
          means: z.string().min(1),
          /**
           * The said words are the rules' own words too («disparar»): they are searched as
           * typed, and `means` only helps find the names the query holds.
           */
          keep: z.boolean().optional(),
          /**
           * A word for anything of its kind («mini»: any model on the table): searched as the
           * rules' words, it names no rule beside other words, so a question about a rule is
           * not taken for the definition of the word; alone, it names its rule.
           */
          generic: z.boolean().optional(),
          /** The page (or heading) that defines it, when `means` is not one of its names. */
          url: z
            .string()
            .regex(/^\/[a-z0-9/-]*\/(#[a-z0-9-]+)?$/)
            .optional(),
          why: z.string().min(1),
        })
        .strict(),
    ),
    /**
     * The words players ask for a kind of section by (`heading`, as the rule pages title it):
     * «cómo salgo de aislado» asks for the «Cancelación» of Aislado. They choose which of a
     * page's sections is listed under it, never which pages are found.
     */
    sections: z
      .array(
        z
          .object({
            heading: z.string().min(1),
            /** Single words, as typed: each of its forms that the stemmer does not join. */
            say: z.array(z.string().regex(/^\p{L}+$/u, 'una palabra')).min(1),
            why: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    /**
     * Pages players name as the context of a question about another rule: an attribute of the
     * profile («salto de combate se tira fis», «la perforante divide el blindaje»). Named beside
     * a rule, they go after it. A `kind` page names the kind of what is asked («atributo bli»,
     * «sixth sense skill»): it goes after any page named beside it, an attribute included.
     */
    context: z
      .array(
        z
          .object({
            url: z.string().regex(/^\/[a-z0-9/-]*\/$/, 'una página del sitio'),
            kind: z.literal(true).optional(),
            why: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    /**
     * Everyday words that are also the abbreviation or short name of a rule («da», of «dar», is
     * DA): in a query of several words they are filler unless typed in capitals.
     */
    everyday: z
      .array(z.object({ word: z.string().min(1), why: z.string().min(1) }).strict())
      .optional(),
  })
  .strict();

export type PlayerWords = z.infer<typeof playerWordsSchema>;
