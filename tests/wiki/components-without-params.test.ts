import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ImagePlaceholder from '../../src/components/wiki/ImagePlaceholder.astro';
import SkillLabels from '../../src/components/wiki/SkillLabels.astro';

/** `{{skill-label}}` and `{{image}}` with no parameters reach these with no props. */
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('plantillas sin parámetros no rompen el render', () => {
  it('SkillLabels sin etiquetas no muestra nada', async () => {
    const html = await container.renderToString(SkillLabels, { props: {} });
    expect(html).not.toContain('skill-labels');
  });

  it.each([
    [{}, 'Imagen no disponible'],
    [{ inline: 'true' }, '[imagen: sin nombre]'],
  ])('ImagePlaceholder sin nombre (%j) muestra un marcador', async (props, text) => {
    const html = await container.renderToString(ImagePlaceholder, { props });
    expect(html).toContain(text);
    expect(html).not.toContain('title=""');
  });
});
