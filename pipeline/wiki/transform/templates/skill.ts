import type { TemplateHandler } from './types.ts';
import { paramText } from '../wiki-token.ts';
import { flowElement } from '../mdast-builders.ts';
import {
  RULE_HEADER_LABELS,
  ruleComponentSchemas,
} from '../../../../src/components/wiki/contract.ts';

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
  // `{{requirements}}`, `{{effects}}`…: the template is named as the kind.
  ...Object.fromEntries(
    ruleComponentSchemas.RuleHeader.shape.kind.options.map((kind) => [
      kind,
      {
        block: (_token, ctx) => ({
          type: 'node',
          node: flowElement('RuleHeader', { kind, id: ctx.id(RULE_HEADER_LABELS[kind]) }),
        }),
      } satisfies TemplateHandler,
    ]),
  ),
};
