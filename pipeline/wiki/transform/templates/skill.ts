import type { TemplateHandler } from './types.ts';
import { paramText } from '../wiki-token.ts';
import { flowElement } from '../mdast-builders.ts';

/** Spanish labels of the rule headers, used for their text and their ids. */
export const RULE_HEADERS = {
  requirements: 'Requisitos',
  effects: 'Efectos',
  activation: 'Activación',
  cancellation: 'Cancelación',
} as const;

export const skillTemplates: Record<string, TemplateHandler> = {
  skillbox: {
    block: (token) => ({
      type: 'node',
      node: flowElement('SkillBox', {
        color: paramText(token, 1)
          .toLowerCase()
          .replace(/[^a-z]/g, ''),
        name: paramText(token, 2),
        orderType: paramText(token, 3),
      }),
    }),
  },
  'skill-label': {
    block: (token) => ({
      type: 'node',
      node: flowElement('SkillLabels', {
        labels: paramText(token, 1).replace(/\.\s*$/, ''),
      }),
    }),
  },
  ...Object.fromEntries(
    Object.entries(RULE_HEADERS).map(([kind, label]) => [
      kind,
      {
        block: (_token, ctx) => ({
          type: 'node',
          node: flowElement('RuleHeader', { kind, id: ctx.id(label) }),
        }),
      } satisfies TemplateHandler,
    ]),
  ),
};
