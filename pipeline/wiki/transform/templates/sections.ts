import type { TemplateHandler } from './types.ts';
import { SECTIONS } from '../../../../src/lib/sections.ts';

/** `{{section-*}}` templates are navigation boxes in the wiki: here they place the page in a section. */
export const sectionTemplates: Record<string, TemplateHandler> = Object.fromEntries(
  Object.keys(SECTIONS).map((key) => [
    `section-${key}`,
    {
      block: (_token, ctx) => {
        if (!ctx.sections.includes(key)) ctx.sections.push(key);
        return { type: 'none' };
      },
    } satisfies TemplateHandler,
  ]),
);
