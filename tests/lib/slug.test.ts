import { describe, expect, it } from 'vitest';
import { createIdRegistry, slugify } from '../../src/lib/slug.ts';
import { faqId } from '../../src/lib/faq-id.ts';

describe('slugify', () => {
  it.each([
    ['Ataque Intuitivo', 'ataque-intuitivo'],
    ['G: Jumper', 'g-jumper'],
    ['Órdenes y Reserva de Órdenes', 'ordenes-y-reserva-de-ordenes'],
    ['Daño', 'dano'],
    ['¡Saqueo y Sabotaje!', 'saqueo-y-sabotaje'],
    ['Aniquilación', 'aniquilacion'],
    ['Inmovilizado-B', 'inmovilizado-b'],
    ['FAQs & Errata', 'faqs-errata'],
    ['  --Múltiples   espacios__y_guiones-- ', 'multiples-espacios-y-guiones'],
    ['Asignable (H)', 'asignable-h'],
    ['Pingüino 360˚', 'pinguino-360'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('createIdRegistry', () => {
  it('numera las repeticiones y deja la primera intacta', () => {
    const id = createIdRegistry();
    expect([id('Ejemplo'), id('Ejemplo'), id('Efectos'), id('Ejemplo'), id('¿?')]).toEqual([
      'ejemplo',
      'ejemplo-2',
      'efectos',
      'ejemplo-3',
      'seccion',
    ]);
  });
});

describe('faqId', () => {
  it.each([
    ['¿Se puede esquivar un ataque Berserk?', 'faq-se-puede-esquivar-un-ataque-berserk'],
    [
      '¿Los MOD de Estados se apilan entre ellos? Por ejemplo, si una Tropa en IMM-B y en Estado Marcado',
      'faq-los-mod-de-estados-se-apilan-entre-ellos-por-ejemplo-si-una',
    ],
  ])('%j → %j', (question, expected) => {
    expect(faqId(question)).toBe(expected);
    expect(faqId(question).length).toBeLessThanOrEqual(64);
  });

  it('depende solo de la pregunta, no del orden de las cajas', () => {
    expect(faqId('¿A?')).toBe(faqId('¿A?'));
    expect(faqId('¿A?')).not.toBe(faqId('¿B?'));
  });
});
