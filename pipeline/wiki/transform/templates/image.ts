import type { TemplateHandler } from './types.ts';
import { paramText } from '../wiki-token.ts';
import { flowElement, textElement } from '../mdast-builders.ts';

/**
 * No image files exist in the sources: a visible placeholder names the picture, so a reader
 * knows a diagram belongs there and never sees a broken image.
 */
export const imageTemplates: Record<string, TemplateHandler> = {
  image: {
    block: (token) => ({
      type: 'node',
      node: flowElement('ImagePlaceholder', {
        name: paramText(token, 'name'),
        caption: paramText(token, 'caption'),
      }),
    }),
    inline: (token) => [
      textElement('ImagePlaceholder', { name: paramText(token, 'name'), inline: 'true' }),
    ],
  },
};
