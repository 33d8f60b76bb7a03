import type { PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { BlockEvent } from '../block-event.ts';
import type { PageContext } from '../page-context.ts';
import type { WikiToken } from '../wiki-token.ts';
import { templateName } from '../wiki-token.ts';
import { asTextElement, text } from '../mdast-builders.ts';
import type { TemplateHandler } from './types.ts';
import { calloutTemplates } from './callouts.ts';
import { faqTemplates } from './faq.ts';
import { imageTemplates } from './image.ts';
import { sectionTemplates } from './sections.ts';
import { skillTemplates } from './skill.ts';
import { tableTemplates } from './tables.ts';
import { versionTemplates } from './versions.ts';

/** Every template the seeds use. An unknown one is reported and shown as its own text. */
export const TEMPLATES: Record<string, TemplateHandler> = {
  ...calloutTemplates,
  ...faqTemplates,
  ...imageTemplates,
  ...sectionTemplates,
  ...skillTemplates,
  ...tableTemplates,
  ...versionTemplates,
};

/** The text of a block node, a space between its paragraphs (`toString` glues them). */
function blockText(node: RootContent): string {
  if (node.type === 'paragraph' || !('children' in node)) return toString(node);
  return (node.children as RootContent[]).map(blockText).filter(Boolean).join(' ');
}

function unknown(token: WikiToken, ctx: PageContext): PhrasingContent[] {
  ctx.warn(
    `plantilla desconocida {{${templateName(token)}}}: se muestra como texto`,
    token.getAbsoluteIndex(),
  );
  return [text(token.toString())];
}

export function isBlockTemplate(token: WikiToken): boolean {
  return token.type === 'template' && TEMPLATES[templateName(token)]?.block !== undefined;
}

export function blockTemplate(token: WikiToken, ctx: PageContext): BlockEvent {
  const handler = TEMPLATES[templateName(token)];
  if (handler?.block) return handler.block(token, ctx);
  return { type: 'node', node: { type: 'paragraph', children: inlineTemplate(token, ctx) } };
}

export function inlineTemplate(token: WikiToken, ctx: PageContext): PhrasingContent[] {
  const handler = TEMPLATES[templateName(token)];
  if (handler?.inline) return handler.inline(token, ctx);
  if (handler?.block) {
    // A block template inside running text (a template parameter, a link label).
    const event = handler.block(token, ctx);
    if (event.type === 'node' && event.node.type === 'mdxJsxFlowElement') {
      // A component without content renders inline where it stands.
      if (event.node.children.length === 0) return [asTextElement(event.node)];
      const props = Object.fromEntries(
        event.node.attributes.flatMap((a) =>
          a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [],
        ),
      );
      // A box (an FAQ inside another template) cannot: its words are kept as text.
      ctx.warn(
        `la plantilla {{${templateName(token)}}} debe ir en su propia línea: se muestra su texto`,
        token.getAbsoluteIndex(),
      );
      const label = [props['title'], props['version']].filter(Boolean).join(' ');
      return [text(` ${label ? `${label}: ` : ''}${blockText(event.node)} `)];
    }
    if (event.type === 'none') return [];
    ctx.warn(
      `la plantilla {{${templateName(token)}}} debe ir en su propia línea: se muestra como texto`,
      token.getAbsoluteIndex(),
    );
    return [text(token.toString())];
  }
  return unknown(token, ctx);
}
