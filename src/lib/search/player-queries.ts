import { z } from 'astro/zod';

/**
 * The player queries (`content/search/player-queries.json`): each as a player types it, with the
 * page or heading that answers it, its kind and its set (query-sets.ts).
 */
export const playerQueriesSchema = z
  .object({
    $comment: z.string(),
    queries: z.array(
      z
        .object({
          q: z.string().min(1),
          kind: z.string().min(1),
          /** `/page/` or `/page/#anchor`. */
          expect: z.string().regex(/^\/[^#]*(#.+)?$/),
          set: z.string().regex(/^(tune|heldout|fresh)\d*$/),
          why: z.string().min(1).optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type PlayerQueries = z.infer<typeof playerQueriesSchema>;
export type PlayerQuery = PlayerQueries['queries'][number];
