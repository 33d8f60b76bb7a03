/**
 * What a rule page's MDX may hold, checked on its syntax tree before anything is compiled.
 *
 * The emitter (pipeline/shared/emit-mdx.ts) writes markdown and JSX elements of the wiki components
 * with string attributes, and `<sup>`/`<sub>` without any, nothing else: wiki text is untrusted, and a `{…}` expression, an
 * `import`, or a component nobody wrote (`<script>`, `<iframe>`, `<Foo>`) would be code or markup
 * from the wiki in a reader's browser. Such a page is refused with its line, never rendered.
 * Fenced code and markdown images are refused too: Astro's MDX pipeline rewrites them (Shiki,
 * its image component) and the rule-page compiler does not; the emitter writes neither.
 * A component's attributes must match its schema (src/components/wiki/contract.ts): a missing,
 * unknown or invalid one is a problem with its line too, in zod's Spanish wording.
 */
import type { Root as MdastRoot } from 'mdast';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { z } from 'astro/zod';
import {
  ruleComponentSchemas,
  type RuleAttributeValue,
  type RuleComponentName,
} from '../../components/wiki/contract.ts';

export interface RuleTreeProblem {
  line: number | undefined;
  message: string;
}

const isComponentName = (name: string): name is RuleComponentName =>
  Object.hasOwn(ruleComponentSchemas, name);
const spanish = z.locales.es().localeError;

/**
 * Plain HTML elements the emitter writes, without attributes: the wiki's `<sup>` and `<sub>`
 * (pipeline/wiki/transform/inline.ts). Rendered as the HTML they are.
 */
const htmlElementNames = new Set(['sup', 'sub']);

interface JsxAttributeLike {
  type: string;
  name?: string;
  value?: unknown;
}

/** Every construct of `tree` a rule page may not hold, in document order. */
export function ruleMdxProblems(tree: MdastRoot): RuleTreeProblem[] {
  const problems: RuleTreeProblem[] = [];
  const report = (node: Node, message: string) =>
    problems.push({ line: node.position?.start.line, message });
  visit(tree, (node: Node) => {
    switch (node.type) {
      case 'mdxjsEsm':
        report(node, 'import/export de JavaScript: no se admite en una página de reglas');
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        report(node, 'expresión de JavaScript {…}: no se admite en una página de reglas');
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const { name, attributes } = node as Node & {
          name: string | null;
          attributes: JsxAttributeLike[];
        };
        if (name === null)
          report(node, 'fragmento JSX <>…</>: no se admite en una página de reglas');
        else if (htmlElementNames.has(name)) {
          if (attributes.length > 0) report(node, `<${name}> con atributos: no se admite`);
        } else if (!isComponentName(name)) {
          report(
            node,
            `componente desconocido <${name}>: solo se admiten los de src/components/wiki/contract.ts`,
          );
        }
        const props: Record<string, RuleAttributeValue> = {};
        let literal = true;
        for (const attribute of attributes) {
          if (attribute.type !== 'mdxJsxAttribute') {
            report(node, `atributo con expresión {…} en <${name ?? ''}>: no se admite`);
            literal = false;
          } else if (attribute.value === null || attribute.value === undefined) {
            props[attribute.name ?? ''] = true;
          } else if (typeof attribute.value === 'string') {
            props[attribute.name ?? ''] = attribute.value;
          } else {
            report(
              node,
              `valor con expresión en ${attribute.name ?? ''}= de <${name ?? ''}>: no se admite`,
            );
            literal = false;
          }
        }
        if (name !== null && isComponentName(name) && literal) {
          const parsed = ruleComponentSchemas[name].safeParse(props, { error: spanish });
          if (!parsed.success) {
            const issues = parsed.error.issues.map((issue) =>
              issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
            );
            report(node, `atributos de <${name}> que no cumplen su esquema: ${issues.join('; ')}`);
          }
        }
        break;
      }
      case 'code':
        report(node, 'bloque de código: no se admite en una página de reglas');
        break;
      case 'image':
      case 'imageReference':
        report(node, 'imagen de markdown: no se admite en una página de reglas (ImagePlaceholder)');
        break;
      case 'html':
        report(node, 'HTML sin procesar: no se admite en una página de reglas');
        break;
    }
  });
  return problems;
}
