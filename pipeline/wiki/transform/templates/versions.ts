import type { TemplateHandler } from './types.ts';
import type { ContainerKind } from '../block-event.ts';
import { flowElement, textElement } from '../mdast-builders.ts';
import type { Edition } from '../../../../src/lib/edition.ts';

type Variant = Extract<ContainerKind, { container: 'version' }>['variant'];

/** An edition block opener: the page records that it holds text of that edition. */
function opener(name: string, edition: Edition, variant: Variant): TemplateHandler {
  return {
    block: (token, ctx) => {
      ctx.versions.add(edition);
      return {
        type: 'open',
        spec: { container: 'version', edition, variant },
        offset: token.getAbsoluteIndex(),
        name,
      };
    },
  };
}

function closer(name: string, edition: Edition): TemplateHandler {
  return {
    block: (token) => ({
      type: 'close',
      container: 'version',
      key: edition,
      offset: token.getAbsoluteIndex(),
      name,
    }),
  };
}

/**
 * Edition blocks: `{{n4}}`/`{{n4list}}` … `{{n4end}}` hold N4 text, `{{c1}}` … `{{c1end}}`
 * Code One text. Both editions often stand side by side, so each block is labelled.
 */
export const versionTemplates: Record<string, TemplateHandler> = {
  n4: opener('n4', 'n4', 'block'),
  n4list: opener('n4list', 'n4', 'list'),
  c1: opener('c1', 'c1', 'block'),
  n4end: closer('n4end', 'n4'),
  c1end: closer('c1end', 'c1'),
  n4only: {
    block: (_token, ctx) => {
      ctx.versions.add('n4');
      return { type: 'node', node: flowElement('EditionNote', { kind: 'n4only' }) };
    },
  },
  n4annex: {
    block: (_token, ctx) => {
      ctx.versions.add('n4');
      return { type: 'node', node: flowElement('EditionNote', { kind: 'n4annex' }) };
    },
    inline: (_token, ctx) => {
      ctx.versions.add('n4');
      return [textElement('EditionBadge', { kind: 'n4annex' })];
    },
  },
};
