import { describe, expect, it } from 'vitest';
import { createNameResolver } from '../../src/lib/name-resolver.ts';
import { headingGuesses } from '../../pipeline/wiki/emit/heading-guesses.ts';
import { definingPage, nameClass } from '../helpers/defining-names.ts';

const pages = [definingPage('Propiedades', 'Camuflado', 'CC'), definingPage('Ataque CC')];
const classes = [
  nameClass('Cuerpo a Cuerpo', {
    abbr: ['CC'],
    aliases: ['Ataque CC'],
    notAt: ['/reglas/propiedades/#cc'],
  }),
];
const resolve = createNameResolver(pages, classes);

describe('enlaces llevados a un encabezado solo por su nombre', () => {
  it('lista cada nombre una vez, con sus enlaces, el más enlazado primero', () => {
    expect(headingGuesses(['Camuflado', 'Trabado', 'Camuflado', 'Propiedades'], resolve)).toEqual([
      {
        name: 'Camuflado',
        url: '/reglas/propiedades/#camuflado',
        heading: 'Camuflado',
        page: 'Propiedades',
        links: 2,
      },
    ]);
  });

  it('un encabezado que el glosario descarta (notAt) ya no es una conjetura', () => {
    expect(headingGuesses(['CC', 'Cuerpo a Cuerpo'], resolve)).toEqual([]);
  });
});
