/**
 * The components a rule page's MDX may use, by name: every wiki template maps to one of these
 * (index.ts maps each name to its component). The rule-page loader rejects any other name.
 */
export const RULE_COMPONENT_NAMES = [
  'Callout',
  'EditionBadge',
  'EditionNote',
  'FaqAnswer',
  'FaqBox',
  'FaqQuestion',
  'FaqRelated',
  'Heading',
  'ImagePlaceholder',
  'Indent',
  'RuleHeader',
  'RuleTable',
  'SeeFaq',
  'SkillBox',
  'SkillLabels',
  'TermLink',
  'Version',
  'VersionInline',
] as const;

export type RuleComponentName = (typeof RULE_COMPONENT_NAMES)[number];
