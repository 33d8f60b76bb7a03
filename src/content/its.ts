/**
 * ITS Season 10 collections, loaded from the JSON the ITS build writes to `content/generated/its/`.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { generatedPath } from './generated-dir.ts';
import {
  chapterSchema,
  classifiedSchema,
  leagueRoundSchema,
  missionSchema,
} from './its-schemas.ts';

const dir = generatedPath('its');

export const itsCollections = {
  /** The 26 mission cards. */
  missions: defineCollection({ loader: file(`${dir}/missions.json`), schema: missionSchema }),
  /** The six ITS Escalation League rounds. */
  leagueRounds: defineCollection({
    loader: file(`${dir}/league-rounds.json`),
    schema: leagueRoundSchema,
  }),
  /** Classified Deck cards, standard and extreme. */
  classifiedObjectives: defineCollection({
    loader: file(`${dir}/classified.json`),
    schema: classifiedSchema,
  }),
  /** Rule chapters: basic norms, tournament rules, Season 10, extras, ITS score, classified, leagues. */
  itsChapters: defineCollection({ loader: file(`${dir}/chapters.json`), schema: chapterSchema }),
};
