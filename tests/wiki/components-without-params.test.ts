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

  it.each([{}, { inline: 'true' }, { name: 'esp-direct-template-cancelled-1024.jpg' }])(
    'ImagePlaceholder sin pie (%j) no muestra nada, ni el nombre del archivo',
    async (props) => {
      const html = await container.renderToString(ImagePlaceholder, { props });
      expect(html).not.toContain('image-placeholder');
      expect(html).not.toMatch(/1024|imagen/i);
    },
  );

  it.each([{}, { inline: 'true' }])(
    'ImagePlaceholder con pie (%j) muestra el pie',
    async (extra) => {
      const props = { name: 'esp-x-1024.jpg', caption: 'Ejemplo de Humo', ...extra };
      const html = await container.renderToString(ImagePlaceholder, { props });
      expect(html).toContain('Ejemplo de Humo</');
      expect(html).not.toContain('1024');
    },
  );
});
