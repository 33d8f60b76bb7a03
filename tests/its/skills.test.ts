import { beforeAll, describe, expect, it } from 'vitest';
import { realBuild } from './helpers.ts';
import { plain } from '../../pipeline/its/transform/rich-text.ts';
import { readSkillHeading } from '../../pipeline/its/transform/skills.ts';

// The whole ITS build runs once per file (realBuild caches it): outside any one test's time budget.
beforeAll(() => void realBuild(), 120_000);

const LABEL =
  /^(ETIQUETAS|REQUISITOS|EFECTOS|MISIONES|REGLAS ESPECIALES DEL ESCENARIO|OBJETIVOS DE LA MISIÓN|OBJETIVOS PRINCIPALES|OBJETIVOS SECUNDARIOS|CLASIFICADO|DESPLIEGUE|FIN DE MISIÓN|FUERZAS)$/;

describe('ITS mission skills', () => {
  it.each([
    ['USAR PANOPLIA (HABILIDAD CORTA) ETIQUETAS', 'Usar Panoplia', 'Habilidad Corta'],
    ['SALTAR (HABILIDAD CORTA DE MOVIMIENTO)', 'Saltar', 'Habilidad Corta de Movimiento'],
    ['ABRIR PUERTAS ARMERÍA (ORDEN COMPLETA)', 'Abrir Puertas Armería', 'Orden Completa'],
    ['HACKEAR COMUNICACIONES ETIQUETAS Ataque.', 'Hackear Comunicaciones', null],
  ])('reads the heading %s', (text, name, orderType) => {
    expect(readSkillHeading(text)).toMatchObject({ name, orderType });
  });

  it('does not take card labels or prose for a skill heading', () => {
    expect(readSkillHeading('DESPLIEGUE ETIQUETAS')).toBeUndefined();
    expect(readSkillHeading('Superando una Tirada de VOL')).toBeUndefined();
  });

  it('gives every skill of the real source its labels, requirements and effects', () => {
    const { missions } = realBuild().result;
    const skills = missions.flatMap((m) =>
      m.specialRules.flatMap((s) => (s.skills ?? []).map((k) => ({ mission: m.slug, ...k }))),
    );
    expect(skills.length).toBeGreaterThanOrEqual(24);
    for (const k of skills) {
      expect(k.labels.length, `${k.mission} ${k.name}`).toBeGreaterThan(0);
      expect(k.requirements.length, `${k.mission} ${k.name}`).toBeGreaterThan(0);
      expect(k.effects.length, `${k.mission} ${k.name}`).toBeGreaterThan(0);
    }
    const useRack = skills.find((k) => k.mission === 'tiroteo' && k.name === 'Usar Panoplia');
    expect(useRack?.requirements.map(plain)).toEqual([
      'La tropa debe encontrarse en contacto peana con peana con una Panoplia.',
    ]);
  });

  it('leaves no card label or skill sub-label as a paragraph of a mission', () => {
    for (const m of realBuild().result.missions) {
      const paragraphs = [
        ...m.intro,
        ...m.classified.paragraphs,
        ...m.deployment.paragraphs,
        ...m.end.paragraphs,
        ...m.specialRules.flatMap((s) => s.paragraphs),
      ].map(plain);
      expect(
        paragraphs.filter((p) => LABEL.test(p.trim())),
        m.slug,
      ).toEqual([]);
      // Configuration and rule list are shown as facts, not repeated as text.
      expect(
        paragraphs.filter((p) => /^Configuración tipo|^Reglas Especiales:/.test(p)),
        m.slug,
      ).toEqual([]);
    }
  });
});
