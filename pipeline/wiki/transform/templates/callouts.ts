import type { TemplateHandler } from './types.ts';
import { paramText } from '../wiki-token.ts';
import type { RuleComponentProps } from '../../../../src/components/wiki/contract.ts';

type CalloutKind = RuleComponentProps<'Callout'>['kind'];

/** `greybox` boxes hold worked examples; the other three are the rulebook's coloured boxes. */
const CALLOUTS: Record<string, CalloutKind> = {
  greybox: 'example',
  important: 'important',
  remember: 'remember',
  explain: 'explain',
};

export const calloutTemplates: Record<string, TemplateHandler> = Object.fromEntries(
  Object.entries(CALLOUTS).flatMap(([name, kind]) => [
    [
      `${name}-start`,
      {
        block: (token) => {
          const title = paramText(token, 1);
          return {
            type: 'open',
            spec: title ? { container: 'callout', kind, title } : { container: 'callout', kind },
            offset: token.getAbsoluteIndex(),
            name: `${name}-start`,
          };
        },
      },
    ],
    [
      `${name}-end`,
      {
        block: (token) => ({
          type: 'close',
          container: 'callout',
          key: kind,
          offset: token.getAbsoluteIndex(),
          name: `${name}-end`,
        }),
      },
    ],
  ]),
);
