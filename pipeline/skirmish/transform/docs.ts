import type {
  SkirmishBlock,
  SkirmishPlainTable,
  SkirmishRules,
  SkirmishScenario,
  SkirmishTable,
} from '../../../src/content/skirmish.ts';

/** The documents of the three collections, as built and written; types inferred from their schemas. */
export interface SkirmishDocs {
  scenarios: SkirmishScenario[];
  rules: SkirmishRules[];
  tables: SkirmishTable[];
}

export type { SkirmishBlock, SkirmishPlainTable, SkirmishRules, SkirmishScenario, SkirmishTable };
