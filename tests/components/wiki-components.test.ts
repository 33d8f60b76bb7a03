import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulingParts } from '../../src/integrations/search/index-pages.ts';
import Callout from '../../src/components/wiki/Callout.astro';
import FaqBox from '../../src/components/wiki/FaqBox.astro';
import FaqQuestion from '../../src/components/wiki/FaqQuestion.astro';
import Heading from '../../src/components/wiki/Heading.astro';
import RuleHeader from '../../src/components/wiki/RuleHeader.astro';
import ImagePlaceholder from '../../src/components/wiki/ImagePlaceholder.astro';
import TermLink from '../../src/components/wiki/TermLink.astro';
import SeeFaq from '../../src/components/wiki/SeeFaq.astro';
import SkillBox from '../../src/components/wiki/SkillBox.astro';
import SkillLabels from '../../src/components/wiki/SkillLabels.astro';
import Version from '../../src/components/wiki/Version.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('componentes de las plantillas de la wiki', () => {
  it.each([
    ['black', 'skillbox--black'],
    ['greenyellow', 'skillbox--greenyellow'],
    ['"><script>', 'skillbox--black'],
  ])('SkillBox color %s → %s', async (color, cls) => {
    const html = await container.renderToString(SkillBox, {
      props: { color, name: 'ESQUIVAR', orderType: 'HABILIDAD CORTA / ORA' },
    });
    expect(html).toContain(cls);
    expect(html).toContain('ESQUIVAR');
    expect(html).toContain('HABILIDAD CORTA / ORA');
  });

  it('SkillBox escapa su nombre', async () => {
    const html = await container.renderToString(SkillBox, {
      props: { name: '<script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('SkillLabels separa las etiquetas', async () => {
    const html = await container.renderToString(SkillLabels, {
      props: { labels: 'No letal, Sin Objetivo' },
    });
    expect(html.match(/skill-labels__label/g)).toHaveLength(2);
  });

  it('FaqBox lleva su id, su tipo y un enlace a sí misma', async () => {
    const html = await container.renderToString(FaqBox, {
      props: { anchor: 'faq-x', kind: 'errata', title: 'N4 Errata', version: '1.0' },
      slots: { default: '<p>Q</p>' },
    });
    expect(html).toMatch(/<section[^>]*class="faqbox faqbox--errata"[^>]*data-faq="faq-x"/);
    expect(html).toContain('href="#faq-x"');
    expect(html).toContain('Errata');
    expect(html).toContain('1.0');
  });

  it('FaqBox enlaza a su página propia; sus ids viejos siguen siendo anclas y dice que cambió', async () => {
    const html = await container.renderToString(FaqBox, {
      props: {
        anchor: 'faq-nueva-pregunta',
        kind: 'faq',
        aliases: 'faq-vieja-pregunta faq-otra-vieja',
        changed: '2022-05-01T12:30:00Z',
      },
      slots: { default: '<p>Q</p>' },
    });
    expect(html).toContain('data-ruling="faq/nueva-pregunta/"');
    expect(html).toContain('<a href="faq/nueva-pregunta/">Página de esta resolución</a>');
    expect(html).toMatch(/<span id="faq-vieja-pregunta" class="faqbox__alias"><\/span>/);
    expect(html).toContain('id="faq-otra-vieja"');
    // The search index still reads the box with its old ids: question, then the answer's mark.
    const indexed = await container.renderToString(FaqBox, {
      props: { anchor: 'faq-nueva-pregunta', kind: 'faq', aliases: 'faq-vieja-pregunta' },
      slots: {
        default:
          '<div class="faqbox__question"><h3 id="faq-nueva-pregunta">¿Q?</h3></div><div class="faqbox__answer">R</div>',
      },
    });
    expect(rulingParts(indexed)).toContain(
      '<div class="faqbox__answer" id="faq-nueva-pregunta--respuesta"',
    );
    expect(html).toMatch(
      /Esta resolución cambió: <a href="cambios\/#rev-20220501123000">ver cambios<\/a>/,
    );
    const plain = await container.renderToString(FaqBox, {
      props: { anchor: 'faq-x', kind: 'faq' },
      slots: { default: '<p>Q</p>' },
    });
    expect(plain).not.toContain('faqbox__alias');
    expect(plain).not.toContain('cambió');
  });

  it('FaqQuestion es el encabezado de la caja y lleva el id', async () => {
    const html = await container.renderToString(FaqQuestion, {
      props: { id: 'faq-x' },
      slots: { default: '<p>¿Pregunta?</p>' },
    });
    expect(html).toMatch(/<h3 id="faq-x" class="faqbox__heading">¿Pregunta\?<\/h3>/);
  });

  it('Version dice la edición en texto', async () => {
    const c1 = await container.renderToString(Version, {
      props: { edition: 'c1' },
      slots: { default: 'x' },
    });
    const n4 = await container.renderToString(Version, {
      props: { edition: 'n4' },
      slots: { default: 'x' },
    });
    expect(c1).toContain('Code One');
    expect(n4).toContain('N4');
  });

  it('Callout usa su título o el nombre de su tipo', async () => {
    expect(
      await container.renderToString(Callout, {
        props: { kind: 'remember' },
        slots: { default: 'x' },
      }),
    ).toContain('Recuerda');
    expect(
      await container.renderToString(Callout, {
        props: { kind: 'example', title: 'Ejemplo de Berserk' },
        slots: { default: 'x' },
      }),
    ).toContain('Ejemplo de Berserk');
  });

  it('ImagePlaceholder nunca pinta una imagen', async () => {
    const html = await container.renderToString(ImagePlaceholder, {
      props: { name: 'esp-dodge-engaged-1-1024.jpg' },
    });
    expect(html).not.toContain('<img');
    // Nor its file's name, which tells a reader nothing.
    expect(html).not.toContain('1024');
  });

  it('TermLink lleva a la página del término, nunca texto muerto', async () => {
    const html = await container.renderToString(TermLink, {
      props: { target: 'Línea de Tiro', href: '/reglas/linea-de-tiro/' },
      slots: { default: 'LDT' },
    });
    expect(html).toMatch(/<a[^>]*href="\/reglas\/linea-de-tiro\/"/);
    expect(html).not.toContain('missing-link');
  });

  it('SeeFaq enlaza cuando sabe a qué FAQ, y si no es una nota', async () => {
    expect(
      await container.renderToString(SeeFaq, {
        props: { href: '#faq-x' },
        slots: { default: 'nota' },
      }),
    ).toMatch(/<a[^>]*href="#faq-x"/);
    expect(
      await container.renderToString(SeeFaq, { props: {}, slots: { default: 'nota' } }),
    ).not.toContain('<a');
  });

  it('un {{seefaq}} vacío no es una insignia «FAQ» suelta', async () => {
    const bare = await container.renderToString(SeeFaq, { props: {} });
    expect(bare).not.toContain('FAQ');
    const linked = await container.renderToString(SeeFaq, {
      props: { href: '#faq-x', question: '¿Se apilan los MOD?' },
    });
    expect(linked).toMatch(/<a[^>]*href="#faq-x"/);
    // The link's name (and the search excerpt) is its text joined: a space after the badge.
    expect(linked.replace(/<[^>]*>/g, '')).toBe('FAQ ¿Se apilan los MOD?');
  });

  it('RuleHeader nombra su habilidad sin mostrarla cuando se la dan', async () => {
    const plain = await container.renderToString(RuleHeader, {
      props: { kind: 'effects', id: 'efectos', level: '2' },
    });
    expect(plain).toMatch(
      /<h2 class="rule-header rule-header--effects" id="efectos"[^>]*>\s*Efectos\s*<\/h2>/,
    );
    const named = await container.renderToString(RuleHeader, {
      props: {
        kind: 'effects',
        id: 'efectos-2',
        level: '2',
        skill: 'VISOR MULTIESPECTRAL NIVEL 2',
      },
    });
    // Its text, as a screen reader's list of headings and the search's sub-results read it.
    expect(named.replace(/<[^>]*>/g, '').trim()).toBe('Efectos — VISOR MULTIESPECTRAL NIVEL 2');
    expect(named).toMatch(
      /<span class="visually-hidden">[^<]*VISOR MULTIESPECTRAL NIVEL 2<\/span>/,
    );
  });

  it('Heading quita el párrafo que MDX pone dentro y lleva su id', async () => {
    const html = await container.renderToString(Heading, {
      props: { level: '3', id: 'asignable-h' },
      slots: { default: '<p>Asignable (H)</p>' },
    });
    // The «#» and copy buttons right after the text, with no space: they never wrap alone.
    expect(html).toMatch(/<h3 id="asignable-h">Asignable \(H\)<span class="anchor-tools"><a/);
  });
});
