import { describe, expect, it } from 'vitest';
import { createNameResolver } from '../../src/lib/name-resolver.ts';
import { headingGuesses } from '../../pipeline/wiki/emit/heading-guesses.ts';
import { definingPage, nameClass } from '../helpers/defining-names.ts';

const pages = [
  definingPage('Propiedades', 'Camuflado', 'CC', 'Zona de Control (ZC)'),
  definingPage('Etiquetas', 'Nulo', 'Marcador'),
  definingPage('Ataque CC'),
];
const classes = [
  nameClass('Cuerpo a Cuerpo', {
    abbr: ['CC'],
    aliases: ['Ataque CC'],
    notAt: ['/reglas/propiedades/#cc'],
  }),
];
const reviewed = [
  { name: 'Nulo', to: '/reglas/etiquetas/#nulo' },
  { name: 'Zona de Control', to: 'term' },
  { name: 'Marcador', pages: ['Suplantado'], to: 'term' },
];
const resolve = createNameResolver(pages, classes, [], reviewed);
const on = (page: string, ...names: string[]) => names.map((name) => ({ name, page }));

describe('enlaces llevados a un encabezado solo por su nombre', () => {
  it('lista cada nombre una vez, con sus enlaces y páginas, el más enlazado primero', () => {
    expect(
      headingGuesses(
        [...on('Trabado', 'Camuflado', 'Trabado'), ...on('Aislado', 'Camuflado')],
        resolve,
      ),
    ).toEqual([
      {
        name: 'Camuflado',
        url: '/reglas/propiedades/#camuflado',
        heading: 'Camuflado',
        page: 'Propiedades',
        links: 2,
        from: ['Trabado', 'Aislado'],
      },
    ]);
  });

  it('un encabezado que el glosario descarta (notAt) ya no es una conjetura', () => {
    expect(headingGuesses(on('Trabado', 'CC', 'Cuerpo a Cuerpo'), resolve)).toEqual([]);
  });

  it('un enlace revisado no es una conjetura, confirme el encabezado o lo descarte', () => {
    expect(resolve('Nulo')).toMatchObject({ kind: 'section', reviewed: true });
    expect(resolve('Zona de Control')).toMatchObject({
      kind: 'term',
      url: '/reglas/zona-de-control/',
    });
    expect(headingGuesses(on('Trabado', 'Nulo', 'Zona de Control'), resolve)).toEqual([]);
  });

  it('una entrada con `pages` vale solo para los enlaces de esas páginas', () => {
    expect(resolve('Marcador', 'Suplantado').kind).toBe('term');
    expect(headingGuesses(on('Suplantado', 'Marcador'), resolve)).toEqual([]);
    expect(headingGuesses(on('Trabado', 'Marcador'), resolve)).toMatchObject([
      { name: 'Marcador', url: '/reglas/etiquetas/#marcador', from: ['Trabado'] },
    ]);
  });
});
