import type { TemplateHandler } from './types.ts';
import { flowElement, textElement } from '../mdast-builders.ts';

/**
 * Edition blocks: `{{n4}}`/`{{n4list}}` … `{{n4end}}` hold N4 text, `{{c1}}` … `{{c1end}}`
 * Code One text. Both editions often stand side by side, so each block is labelled.
 */
export const versionTemplates: Record<string, TemplateHandler> = {
  n4: {
    block: (token, ctx) => {
      ctx.versions.add('n4');
      return {
        type: 'open',
        spec: { container: 'version', edition: 'n4', variant: 'block' },
        offset: token.getAbsoluteIndex(),
        name: 'n4',
      };
    },
  },
  n4list: {
    block: (token, ctx) => {
      ctx.versions.add('n4');
      return {
        type: 'open',
        spec: { container: 'version', edition: 'n4', variant: 'list' },
        offset: token.getAbsoluteIndex(),
        name: 'n4list',
      };
    },
  },
  c1: {
    block: (token, ctx) => {
      ctx.versions.add('c1');
      return {
        type: 'open',
        spec: { container: 'version', edition: 'c1', variant: 'block' },
        offset: token.getAbsoluteIndex(),
        name: 'c1',
      };
    },
  },
  n4end: {
    block: (token) => ({
      type: 'close',
      container: 'version',
      key: 'n4',
      offset: token.getAbsoluteIndex(),
      name: 'n4end',
    }),
  },
  c1end: {
    block: (token) => ({
      type: 'close',
      container: 'version',
      key: 'c1',
      offset: token.getAbsoluteIndex(),
      name: 'c1end',
    }),
  },
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
