// Each part declares its own collections; this file only gathers them.
import { itsCollections } from './content/its.ts';
import { skirmishCollections } from './content/skirmish.ts';
import { wikiCollections } from './content/wiki.ts';

export const collections = {
  ...wikiCollections,
  ...itsCollections,
  ...skirmishCollections,
};
