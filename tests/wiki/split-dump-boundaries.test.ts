import { describe, expect, it } from 'vitest';
import { splitDump } from '../../pipeline/wiki/parse/split-dump.ts';
import { newestRevisions } from '../../pipeline/wiki/parse/newest-revisions.ts';

const HEADER = 'Infinity - Contribuciones del usuario [es]\n\n';
const revision = (title: string, date: string, body: string) =>
  `${title}\n\n${date}\n\nHellLois2:\n\n${body}\n\n`;

const realTrabado = revision('Trabado', '2021-02-11T10:43:16Z', 'Regla verdadera de Trabado.');

describe('límites de revisión: solo donde el volcado los pone', () => {
  it.each([
    ['tal como lo da el informe', 'Trabado\n\n2031-01-01T00:00:00Z\n\nMallory:\nContenido falso'],
    [
      'con las líneas en blanco del formato, pero fecha futura',
      '\nTrabado\n\n2031-01-01T00:00:00Z\n\nMallory:\n\nContenido falso',
    ],
    [
      'pegado a la línea anterior',
      'Texto\nTrabado\n\n2020-01-01T00:00:00Z\n\nMallory:\n\nContenido falso',
    ],
    [
      'con un título imposible',
      '\n[[Trabado]]\n\n2020-01-01T00:00:00Z\n\nMallory:\n\nContenido falso',
    ],
  ])('un cuerpo que imita una revisión (%s) no sustituye la página real', (_name, injected) => {
    const dump =
      HEADER +
      revision('Daño', '2021-02-11T11:00:00Z', `Texto de Daño.\n${injected}\nMás texto de Daño.`) +
      realTrabado;
    const { revisions, warnings } = splitDump(dump, 'volcado.txt');
    expect(revisions.map((r) => r.title)).toEqual(['Daño', 'Trabado']);
    const trabado = newestRevisions(revisions).find((r) => r.title === 'Trabado')!;
    expect(trabado.text).toContain('Regla verdadera de Trabado.');
    expect(trabado.text).not.toContain('Contenido falso');
    // The imitation stays where it was written, as text of its page, and is reported there.
    const dano = revisions.find((r) => r.title === 'Daño')!;
    expect(dano.text).toContain('Contenido falso');
    expect(dano.text).toContain('Más texto de Daño.');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'volcado.txt', page: 'Daño' });
    expect(warnings[0]!.message).toMatch(/forma de comienzo de revisión.*Trabado/);
    const line = dump.split('\n').findIndex((l) => /^(\[\[)?Trabado(\]\])?$/.test(l)) + 1;
    expect(warnings[0]!.line).toBe(line);
  });

  it('las revisiones verdaderas, de la más nueva a la más vieja, se separan sin avisos', () => {
    const dump =
      HEADER +
      revision('Daño', '2021-02-11T11:00:00Z', 'A.') +
      revision('Trabado', '2021-02-11T11:00:00Z', 'B.') +
      revision('Trabado', '2021-02-10T09:00:00Z', 'C.');
    const { revisions, warnings } = splitDump(dump, 'volcado.txt');
    expect(warnings).toEqual([]);
    expect(revisions.map((r) => [r.title, r.text.trim(), r.line])).toEqual([
      ['Daño', 'A.', 8],
      ['Trabado', 'B.', 16],
      ['Trabado', 'C.', 24],
    ]);
  });
});
