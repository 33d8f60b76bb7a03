/**
 * The contract between the content stage and the wiki components: which components a rule page's
 * MDX may use (index.ts maps each name to its component) and the attributes each takes.
 *
 * One schema per component. From it come the component's `Props` (`RuleComponentProps<'SkillBox'>`),
 * the emitter's builders (pipeline/wiki/transform/mdast-builders.ts: `flowElement('SkillBox', …)`
 * type-checks with SkillBox's attributes only) and the check of every page before it is compiled
 * (src/markdown/rule-tree/check.ts: an element whose attributes break its schema is refused with
 * its line). The rule-page loader rejects any other name.
 *
 * MDX attributes are strings, or `true` for a bare one (`<X flag />`); the emitter leaves out an
 * empty one, so a prop the wiki may leave blank is optional here.
 */
import { z } from 'astro/zod';
import { editionSchema } from '../../lib/edition.ts';
import { faqSchema } from '../../content/wiki-schemas.ts';

/** A heading's level as an attribute: `h2` to `h6` (the page's `<h1>` is its title). */
const headingLevelSchema = z.enum(['2', '3', '4', '5', '6']);

const ruleHeaderKindSchema = z.enum(['requirements', 'effects', 'activation', 'cancellation']);

/**
 * The fixed parts of a skill's rule (`RuleHeader`), by kind: the heading's text, and what its id
 * is made from (the emitter's `id`, or the component's own when it has none).
 */
export const RULE_HEADER_LABELS: Record<z.infer<typeof ruleHeaderKindSchema>, string> = {
  requirements: 'Requisitos',
  effects: 'Efectos',
  activation: 'Activación',
  cancellation: 'Cancelación',
};

/** The attributes of each wiki component, by name; no other attribute is allowed. */
export const ruleComponentSchemas = {
  /** Example (greybox), Importante, Recuerda and Explicación boxes. */
  Callout: z.strictObject({
    kind: z.enum(['example', 'important', 'remember', 'explain']),
    title: z.string().optional(),
  }),
  /** `{{n4annex}}` inside a sentence. */
  EditionBadge: z.strictObject({ kind: z.literal('n4annex') }),
  /** `{{n4only}}`, `{{n4annex}}` on their own line. */
  EditionNote: z.strictObject({ kind: z.enum(['n4only', 'n4annex']) }),
  FaqAnswer: z.strictObject({}),
  FaqBox: z.strictObject({
    /** The box's anchor: its question's id. */
    anchor: z.string(),
    kind: faqSchema.shape.kind,
    title: z.string().optional(),
    version: z.string().optional(),
    /** Older ids of the ruling, space-separated: links to them land here too. */
    aliases: z.string().optional(),
    /** Time of the revision that last changed the ruling (its page's `cambios/`). */
    changed: z.string().optional(),
  }),
  FaqQuestion: z.strictObject({ id: z.string() }),
  FaqRelated: z.strictObject({}),
  Heading: z.strictObject({ level: headingLevelSchema, id: z.string() }),
  ImagePlaceholder: z.strictObject({
    /** Absent when the wiki writes `{{image}}` with no `name`: the placeholder still shows. */
    name: z.string().optional(),
    caption: z.string().optional(),
    /** Inside running text: a span instead of a figure. */
    inline: z.literal('true').optional(),
  }),
  Indent: z.strictObject({}),
  /** Requisitos / Efectos / Activación / Cancelación: the fixed parts of a skill's rule. */
  RuleHeader: z.strictObject({
    kind: ruleHeaderKindSchema,
    /** Given by the wiki build (unique on the page); other sources may leave it out. */
    id: z.string().optional(),
    /**
     * One below the heading it follows: set by `rehypeRuleHeaderLevels` (src/markdown/rehype/) for
     * wiki pages; 3 when left out.
     */
    level: headingLevelSchema.optional(),
    /**
     * The name of the skill box it belongs to, printed visually hidden: set by
     * `rehypeRuleHeaderSkills` (src/markdown/rehype/) where one section holds several boxes.
     */
    skill: z.string().optional(),
  }),
  RuleTable: z.strictObject({
    kind: z.enum(['weapon', 'hacking', 'wiki']),
    caption: z.string().optional(),
  }),
  SeeFaq: z.strictObject({
    /** The ruling it summarises, when the build found it (`#faq-…` or `/reglas/…/#faq-…`). */
    href: z.string().optional(),
    /** That ruling's question, for a note without its own summary. */
    question: z.string().optional(),
  }),
  /** The coloured title bar of a skill, state or piece of equipment. */
  SkillBox: z.strictObject({
    color: z.string().optional(),
    /** Absent when the wiki leaves the box's name blank. */
    name: z.string().optional(),
    orderType: z.string().optional(),
  }),
  /** Absent when the wiki writes `{{skill-label}}` with no parameter: nothing to show then. */
  SkillLabels: z.strictObject({ labels: z.string().optional() }),
  TermLink: z.strictObject({
    /** The term page, `/reglas/<slug>/`. */
    href: z.string().optional(),
    /** The name as the term page writes it. */
    target: z.string(),
  }),
  /** Text of one edition, as a block (`{{n4}}`, `{{c1}}`) or a list (`{{n4list}}`). */
  Version: z.strictObject({
    edition: editionSchema,
    variant: z.enum(['block', 'list']).optional(),
  }),
  /** N4-only text inside a sentence (`{{n4inline}}` … `{{n4inline-end}}`). */
  VersionInline: z.strictObject({ edition: editionSchema.extract(['n4']) }),
};

export type RuleComponentName = keyof typeof ruleComponentSchemas;

/** The component names, in the order above. */
export const RULE_COMPONENT_NAMES = Object.keys(ruleComponentSchemas) as [
  RuleComponentName,
  ...RuleComponentName[],
];

/** A component's props: what its `.astro` file declares and what the emitter may write. */
export type RuleComponentProps<N extends RuleComponentName> = z.infer<
  (typeof ruleComponentSchemas)[N]
>;

/** An attribute's value in MDX: a string, or `true` for a bare attribute (`<X flag />`). */
export const ruleAttributeValueSchema = z.union([z.string(), z.literal(true)]);
export type RuleAttributeValue = z.infer<typeof ruleAttributeValueSchema>;
