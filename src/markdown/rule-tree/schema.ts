/**
 * A rule page's body as the site stores it (the `reglas` collection, src/content/rules-loader.ts):
 * its MDX compiled once, at load, into HTML strings and the wiki components between them.
 *
 * `["<p>Este estado…", {name: "TermLink", props: {href: "/reglas/silueta/", …}, children: ["Silueta"]}, "</p>"]`
 *
 * The strings are HTML exactly as Astro's JSX renderer writes the compiled MDX (escaped text,
 * attributes through Astro's own `spreadAttributes`, see serialize.ts); a component keeps its
 * literal attributes and, when it has any, its children as a tree of the same shape.
 * src/components/wiki/RuleTree.astro renders it.
 */
import { z } from 'astro/zod';
import { RULE_COMPONENT_NAMES, ruleAttributeValueSchema } from '../../components/wiki/contract.ts';

/** A wiki component and what it holds: `<TermLink href="…">Silueta</TermLink>`. */
export const ruleComponentNodeSchema = z.object({
  name: z.enum(RULE_COMPONENT_NAMES),
  /**
   * Attributes as written: a string, or `true` for a bare attribute (`<X flag />`). Each
   * component's own schema (contract.ts) was checked before the page was compiled (check.ts).
   */
  props: z.record(z.string(), ruleAttributeValueSchema),
  /** Absent for a self-closing element (`<SkillBox … />`): the component gets no slot. */
  get children() {
    return z.array(z.union([z.string(), ruleComponentNodeSchema])).optional();
  },
});

/** HTML strings and components, in document order. */
export const ruleTreeSchema = z.array(z.union([z.string(), ruleComponentNodeSchema]));

export type RuleComponentNode = z.infer<typeof ruleComponentNodeSchema>;
export type RuleTree = z.infer<typeof ruleTreeSchema>;
