import { slugify } from './slug.ts';

/** The wiki's sections (from its `section-*` navigation templates), with their Spanish names. */
export const SECTIONS: Record<string, { label: string; description: string }> = {
  'basic-rules': {
    label: 'Reglas Básicas',
    description: 'Órdenes, activación, tiradas y conceptos de base.',
  },
  'combat-module': {
    label: 'Módulo de Combate',
    description: 'Ataques, daño, plantillas y reacciones.',
  },
  'movement-module': {
    label: 'Módulo de Movimiento',
    description: 'Mover, trepar, saltar y moverse por la mesa.',
  },
  'command-section': { label: 'Módulo de Mando', description: 'Tokens de Mando y Teniente.' },
  'common-skills': {
    label: 'Habilidades Comunes',
    description: 'Lo que cualquier Tropa puede declarar.',
  },
  'special-skills': {
    label: 'Habilidades Especiales',
    description: 'Habilidades de perfil: cada una con su caja de regla.',
  },
  'game-states': {
    label: 'Estados',
    description: 'Estados de juego: activación, efectos y cancelación.',
  },
  hacking: { label: 'Hackeo', description: 'Zona de Hackeo, programas y dispositivos.' },
  equipment: { label: 'Equipo', description: 'Piezas de equipo y sus reglas.' },
  'ammo-and-weaponry': {
    label: 'Munición y Armamento',
    description: 'Tipos de munición y propiedades de armas.',
  },
  'terrain-and-scenery-section': {
    label: 'Escenografía',
    description: 'Elementos de escenografía y sus reglas.',
  },
  glossary: { label: 'Glosario', description: 'Etiquetas, propiedades y términos de referencia.' },
  'reglas-extra': {
    label: 'Reglas Extra',
    description: 'Reglas opcionales publicadas aparte del reglamento.',
  },
};

/** URL of a section's index page. */
export function sectionUrl(key: string): string {
  const section = SECTIONS[key];
  return `/reglas/seccion/${slugify(section ? section.label : key)}/`;
}
