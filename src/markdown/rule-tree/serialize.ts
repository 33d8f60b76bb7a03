/**
 * A rule page's hast (after every remark and rehype plugin, as MDX has it) → its RuleTree.
 *
 * MDX turns the hast into JSX with `hast-util-to-estree` (rehype-recma), then into `_jsx(…)`
 * calls that Astro's JSX renderer writes out at build time (astro/dist/runtime/server/jsx.js
 * `renderJSX`/`renderElement`). This does both steps once, at load: the same `toEstree` call
 * with the options Astro gives MDX (`elementAttributeNameCase: 'html'`, the rest default), then
 * the JSX written as `renderElement` writes it — text through Astro's `escapeHTML`, attributes
 * through Astro's `spreadAttributes`, `<tag…/>` for an empty void element — and each wiki
 * component kept as a node for RuleTree.astro. tests/wiki/rule-tree.test.ts holds it equal to
 * Astro's own MDX compile of every seed page.
 *
 * The input has passed check.ts: no JS expression, no unknown component, attribute values are
 * strings. Anything else here is a bug, not bad input, and throws.
 */
import type { Root } from 'hast';
import type {
  Expression,
  JSXAttribute,
  JSXElement,
  JSXExpressionContainer,
  JSXFragment,
  JSXSpreadAttribute,
  JSXSpreadChild,
  JSXText,
  ObjectExpression,
} from 'estree-jsx';
import { toEstree } from 'hast-util-to-estree';
import { escapeHTML, spreadAttributes, voidElementNames } from 'astro/runtime/server/index.js';
import { RULE_COMPONENT_NAMES, type RuleComponentName } from '../../components/wiki/contract.ts';
import type { RuleComponentNode, RuleTree } from './schema.ts';

type JsxChild = JSXElement | JSXExpressionContainer | JSXFragment | JSXSpreadChild | JSXText;
type Props = Record<string, unknown>;

const componentNames = new Set<string>(RULE_COMPONENT_NAMES);

/** The tree of a page's hast root. */
export function ruleTreeOfHast(hast: Root): RuleTree {
  const program = toEstree(hast, { elementAttributeNameCase: 'html' });
  const statement = program.body[0];
  if (!statement) return [];
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'JSXFragment') {
    throw new Error(`árbol inesperado: ${statement.type}`);
  }
  return new TreeWriter().children(statement.expression.children);
}

/** Appends HTML and components, merging neighbouring strings. */
class TreeWriter {
  readonly out: RuleTree = [];

  html(text: string): void {
    const last = this.out.length - 1;
    if (typeof this.out[last] === 'string') this.out[last] += text;
    else this.out.push(text);
  }

  children(children: JsxChild[]): RuleTree {
    for (const child of children) this.child(child);
    return this.out;
  }

  child(child: JsxChild): void {
    if (child.type === 'JSXExpressionContainer') {
      const expression = child.expression;
      if (expression.type !== 'Literal' || typeof expression.value !== 'string') {
        throw new Error(`expresión inesperada: ${expression.type}`);
      }
      // renderJSX: a string child is escaped text.
      this.html(String(escapeHTML(expression.value)));
    } else if (child.type === 'JSXText') {
      this.html(String(escapeHTML(child.value)));
    } else if (child.type === 'JSXFragment') {
      this.children(child.children);
    } else if (child.type === 'JSXElement') {
      this.element(child);
    } else {
      throw new Error(`hijo inesperado: ${child.type}`);
    }
  }

  element(node: JSXElement): void {
    const name = node.openingElement.name;
    if (name.type !== 'JSXIdentifier') throw new Error(`nombre inesperado: ${name.type}`);
    const props = propsOf(node.openingElement.attributes);
    if (componentNames.has(name.name)) {
      this.out.push(componentNode(name.name as RuleComponentName, props, node.children));
      return;
    }
    const tag = name.name;
    // renderElement: `<tag attrs/>` for a void element with no children, else `<tag attrs>…</tag>`.
    const open = `<${tag}${String(spreadAttributes(props))}`;
    if (node.children.length === 0 && voidElementNames.test(tag)) {
      this.html(`${open}/>`);
      return;
    }
    this.html(`${open}>`);
    this.children(node.children);
    this.html(`</${tag}>`);
  }
}

function componentNode(
  name: RuleComponentName,
  props: Props,
  children: JsxChild[],
): RuleComponentNode {
  const literal: RuleComponentNode['props'] = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== 'string' && value !== true) {
      throw new Error(`atributo inesperado en <${name}>: ${key}`);
    }
    literal[key] = value;
  }
  // MDX passes no `children` to a self-closing element: the component gets no slot.
  if (children.length === 0) return { name, props: literal };
  return { name, props: literal, children: new TreeWriter().children(children) };
}

/** The props object recma-build-jsx makes of an element's attributes, in their order. */
function propsOf(attributes: (JSXAttribute | JSXSpreadAttribute)[]): Props {
  const props: Props = {};
  for (const attribute of attributes) {
    if (attribute.type === 'JSXSpreadAttribute') {
      Object.assign(props, objectOf(attribute.argument));
      continue;
    }
    const key =
      attribute.name.type === 'JSXIdentifier'
        ? attribute.name.name
        : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
    const value = attribute.value;
    if (value === null || value === undefined) props[key] = true;
    else if (value.type === 'Literal') props[key] = value.value;
    else if (
      value.type === 'JSXExpressionContainer' &&
      value.expression.type !== 'JSXEmptyExpression'
    ) {
      props[key] = valueOf(value.expression);
    } else throw new Error(`valor de atributo inesperado: ${value.type}`);
  }
  return props;
}

/** The literal values toEstree writes: strings, numbers, booleans, and `style` objects. */
function valueOf(expression: Expression): unknown {
  if (expression.type === 'Literal') return expression.value;
  if (expression.type === 'ObjectExpression') return objectOf(expression);
  throw new Error(`expresión inesperada: ${expression.type}`);
}

function objectOf(expression: Expression): Props {
  if (expression.type !== 'ObjectExpression')
    throw new Error(`expresión inesperada: ${expression.type}`);
  const object: Props = {};
  for (const property of (expression as ObjectExpression).properties) {
    if (property.type !== 'Property') throw new Error(`propiedad inesperada: ${property.type}`);
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    if (key === undefined) throw new Error(`clave inesperada: ${property.key.type}`);
    object[key] = valueOf(property.value as Expression);
  }
  return object;
}
