// The components MDX rule pages may use, one for each name of contract.ts.
import Callout from './Callout.astro';
import EditionBadge from './EditionBadge.astro';
import EditionNote from './EditionNote.astro';
import FaqAnswer from './FaqAnswer.astro';
import FaqBox from './FaqBox.astro';
import FaqQuestion from './FaqQuestion.astro';
import FaqRelated from './FaqRelated.astro';
import Heading from './Heading.astro';
import ImagePlaceholder from './ImagePlaceholder.astro';
import Indent from './Indent.astro';
import RuleHeader from './RuleHeader.astro';
import RuleTable from './RuleTable.astro';
import SeeFaq from './SeeFaq.astro';
import SkillBox from './SkillBox.astro';
import SkillLabels from './SkillLabels.astro';
import TermLink from './TermLink.astro';
import Version from './Version.astro';
import VersionInline from './VersionInline.astro';
import type { RuleComponentName } from './contract.ts';

export const ruleComponents = {
  Callout,
  EditionBadge,
  EditionNote,
  FaqAnswer,
  FaqBox,
  FaqQuestion,
  FaqRelated,
  Heading,
  ImagePlaceholder,
  Indent,
  RuleHeader,
  RuleTable,
  SeeFaq,
  SkillBox,
  SkillLabels,
  TermLink,
  Version,
  VersionInline,
} satisfies Record<RuleComponentName, unknown>;
