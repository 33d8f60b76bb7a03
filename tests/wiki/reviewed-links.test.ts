import { beforeAll, describe, expect, it } from 'vitest';
import type { WikiBuild } from '../../pipeline/wiki/build-from-revisions.ts';
import { staleReviewedLinks } from '../../pipeline/wiki/emit/reviewed-links.ts';
import { buildRedirects } from '../../src/lib/glossary/redirects.ts';
import { createNameResolver } from '../../src/lib/name-resolver.ts';
import { reviewedLinkSchema } from '../../src/lib/wiki-links/schema.ts';
import { siteLinks, siteWikiBuild, type LinkOutcome } from '../../tools/lib/link-eval.ts';
import { definingPage } from '../helpers/defining-names.ts';

/**
 * The wiki's links as the content stage makes them from the site's sources: no link lands on a
 * heading by a guess nobody reviewed, every reviewed entry still decides a link, and the four
 * links the issue found astray land where they should.
 */
let build: WikiBuild;
let link: (name: string, page: string) => LinkOutcome;
beforeAll(async () => {
  build = await siteWikiBuild();
  link = await siteLinks(build);
});

describe('enlaces revisados (content/corrections/wiki-links.json)', () => {
  it('no queda ningún enlace llevado a un encabezado sin revisar', () => {
    expect(build.data['heading-guesses.json']).toEqual([]);
  });

  it('cada entrada revisada decide algún enlace de las fuentes (ninguna caducada)', () => {
    expect(build.staleReviewedLinks.map((e) => e.name)).toEqual([]);
  });

  it('una entrada que ningún enlace usa, o que apunta a lo que no existe, caduca', () => {
    const pages = [definingPage('Etiquetas', 'Nulo')];
    const reviewed = [
      { name: 'Nulo', to: '/reglas/etiquetas/#nulo' },
      { name: 'Nulo', pages: ['Aislado'], to: '/reglas/etiquetas/#borrado' },
      { name: 'Berserk', to: 'term' },
    ];
    const resolve = createNameResolver(pages, [], [], reviewed);
    const linked = [
      { name: 'Nulo', page: 'Trabado' },
      { name: 'Nulo', page: 'Aislado' },
    ];
    expect(staleReviewedLinks(reviewed, linked, resolve)).toEqual(reviewed.slice(1));
  });

  it('cada entrada dice por qué, y lleva `to` o `candidates`', () => {
    const ok = { name: 'Nulo', to: 'term', why: 'homónimo' };
    expect(reviewedLinkSchema.safeParse(ok).success).toBe(true);
    expect(reviewedLinkSchema.safeParse({ ...ok, why: undefined }).success).toBe(false);
    expect(reviewedLinkSchema.safeParse({ name: 'Nulo', why: 'x' }).success).toBe(false);
    const both = { ...ok, candidates: ['/reglas/a/', '/reglas/b/'] };
    expect(reviewedLinkSchema.safeParse(both).success).toBe(false);
  });
});

describe('los cuatro enlaces del informe', () => {
  it('[[Ataque CD]] es el ataque: ni el enlace ni /reglas/ataque-cd/ llevan a la etiqueta', () => {
    for (const page of ['Activación de una Tropa', 'Etiquetas', 'Trepar Plus'])
      expect(link('Ataque CD', page)).toMatchObject({ url: '/reglas/combate-a-distancia/' });
    const slugs = [
      ...build.data['pages.json'].map((p) => p.slug),
      ...build.data['terms.json'].map((t) => t.slug),
    ];
    const redirect = buildRedirects(build.data['glossary.json'].terms, slugs).find(
      (r) => r.alias === 'ataque-cd',
    );
    expect(redirect?.to).toBe('/reglas/combate-a-distancia/');
  });

  it('[[Zona de Control]] no lleva a la propiedad de arma que enlaza consigo misma', () => {
    for (const name of ['Zona de Control', 'ZC', 'Zonas de Control (ZC)'])
      expect(link(name, 'Activación de una Tropa').url).toBe('/reglas/zona-de-control/');
    expect(link('Zona de Control', 'Propiedades').url).toBe('/reglas/zona-de-control/');
  });

  it('[[Inmovilizado]] en Trabado lleva a los dos estados, no a Inmovilizado-B', () => {
    expect(link('Inmovilizado', 'Trabado')).toEqual({
      url: '/reglas/inmovilizado/',
      term: {
        slug: 'inmovilizado',
        candidates: ['/reglas/inmovilizado-a/', '/reglas/inmovilizado-b/'],
      },
    });
  });

  it('[[Impetuosa]] en Suplantado lleva a /reglas/impetuoso/', () => {
    expect(link('Impetuosa', 'Suplantado')).toEqual({ url: '/reglas/impetuoso/' });
  });
});
