/**
 * `/search/terms.json` holds each term as a compact record; the search box rebuilds the term from
 * it. Every term of the site's glossary comes back as the build made it, names in the same order.
 */
import { describe, expect, it } from 'vitest';
import { loadSiteGlossary } from '../../src/lib/glossary/load.ts';
import { searchTerms } from '../../src/integrations/search/search-data.ts';
import {
  termFromRecord,
  termRecord,
  termRecords,
  termsFromRecords,
} from '../../src/lib/search/term-records.ts';
import type { SearchTerm } from '../../src/lib/search/term-match.ts';

describe('registros de términos de la búsqueda', () => {
  const terms = searchTerms(loadSiteGlossary().terms, new Set(['/reglas/impetuoso/']));

  it('cada término del glosario del sitio vuelve igual de su registro', () => {
    expect(terms.length).toBeGreaterThan(100);
    for (const term of terms) expect(termFromRecord(termRecord(term))).toEqual(term);
  });

  it('la lista entera vuelve igual, y un encabezado tras su página lleva solo su ancla', () => {
    const records = termRecords(terms);
    expect(termsFromRecords(records)).toEqual(terms);
    const afterOwnPage = records.filter(([, url]) => url.startsWith('#'));
    expect(afterOwnPage.length).toBeGreaterThan(10);
    expect(JSON.stringify(records).length).toBeLessThan(
      JSON.stringify(terms.map((t) => termRecord(t))).length,
    );
  });

  it.each<[string, SearchTerm]>([
    [
      'sin abreviaturas',
      {
        title: 'Aislado',
        url: '/reglas/aislado/',
        parte: 'Reglas',
        names: ['Aislado', 'Isolated'],
      },
    ],
    [
      'con abreviatura',
      {
        title: 'Línea de Tiro',
        url: '/reglas/ldt/',
        parte: 'Reglas',
        names: ['Línea de Tiro', 'LDT', 'LoF'],
        abbr: ['LDT'],
      },
    ],
    [
      'página de término sin abreviaturas',
      {
        title: 'Impetuoso',
        url: '/reglas/impetuoso/',
        parte: 'ITS',
        names: ['Impetuoso'],
        termPage: true,
      },
    ],
  ])('%s', (_, term) => {
    const record = termRecord(term);
    expect(JSON.stringify(record).split(term.title).length - 1).toBe(1);
    expect(termFromRecord(record)).toEqual(term);
  });

  /** A term with one name, its title, at `url`. */
  const named = (title: string, parte: string, url: string): SearchTerm => ({
    title,
    url,
    parte,
    names: [title],
  });

  it('la dirección que da el título no se escribe; otra, sí', () => {
    const frente = (url: string) => named('Línea de Frente', 'Misiones', url);
    expect(termRecord(frente('/its/misiones/linea-de-frente/'))[1]).toBe('');
    const other = termRecord(frente('/reglas/linea-de-frente/'));
    expect(other[1]).toBe('/reglas/linea-de-frente/');
    expect(termFromRecord(other).url).toBe('/reglas/linea-de-frente/');
  });

  it('el ancla que da el título no se escribe; otra, sí', () => {
    const term = (url: string) => named('Daño Continuo', 'Reglas', url);
    expect(termRecord(term('/reglas/propiedades/#dano-continuo'))[1]).toBe('/reglas/propiedades/#');
    expect(termFromRecord(termRecord(term('/reglas/propiedades/#dano-continuo'))).url).toBe(
      '/reglas/propiedades/#dano-continuo',
    );
    expect(termRecord(term('/reglas/propiedades/#dano-continuo-dc'))[1]).toBe(
      '/reglas/propiedades/#dano-continuo-dc',
    );
  });

  it('una sección desconocida no se escribe', () => {
    expect(() => termRecord(named('X', 'Otra', '/x/'))).toThrow(/Otra/);
  });
});
