/**
 * Sentences the missions repeat word for word, and the part of the card each belongs to. The
 * two-column extraction drops them under whatever heading came last; their wording says where they
 * go (`Una tropa se considera Eliminada…` is the Eliminación rule wherever it falls).
 */
export type KnownTarget =
  { kind: 'rule'; names: string[] } | { kind: 'deployment' } | { kind: 'end' };

const KNOWN: { starts: RegExp; target: KnownTarget }[] = [
  { starts: /^Ambos jugadores desplegarán\b/, target: { kind: 'deployment' } },
  { starts: /^No (?:se permite|está permitido) desplegar\b/, target: { kind: 'deployment' } },
  { starts: /^La misión tiene un tiempo limitado\b/, target: { kind: 'end' } },
  { starts: /^Si un jugador empieza su (?:Turno|turno)[^.]*Retirada/, target: { kind: 'end' } },
  {
    starts:
      /^Una tropa se considera Eliminada\b|^Todas aquellas tropas que al final de la partida no se hayan desplegado/,
    target: { kind: 'rule', names: ['Eliminación'] },
  },
  {
    starts: /^En esta misión no se aplica la regla de ¡¡¡Retirada/,
    target: { kind: 'rule', names: ['Sin Cuartel'] },
  },
  {
    starts:
      /^En este escenario, sólo Hackers\b|^Los Hackers,? Médicos e Ingenieros no pueden\b|^Los Médicos, Hackers e Ingenieros no pueden\b|^Recuerda: Aquellas tropas que dispongan de la Habilidad Especial Operativo Especialista|^Una Tropa Especialista con un Marcador de (?:estado )?Inutilizado/,
    target: { kind: 'rule', names: ['Tropas Especialistas'] },
  },
  {
    starts:
      /^El DataTracker es un operativo\b|^Al final de la Fase de Despliegue, el jugador debe declarar qué tropa de su Lista de Ejército será el DataTracker/,
    target: { kind: 'rule', names: ['DataTracker', 'DataTracker Clasificado'] },
  },
  {
    starts:
      /^Los xenotecnólogos\b|^Todos los jugadores deberán alinear un Xenotech\b|^Para representar al Xenotech\b|^El Xenotech se considera un Civil\b|^Durante la (?:Fase de Despliegue|partida), el Xenotech\b|^El objetivo del Xenotech\b/,
    target: { kind: 'rule', names: ['Xenotech'] },
  },
  {
    starts:
      /^En este escenario no se aplican las reglas de Objetivo Clasificado, ni Mazo Clasificado/,
    target: { kind: 'rule', names: ['Sin Mazo Clasificado'] },
  },
];

/** Where a known sentence belongs, or undefined for any other text. */
export function knownTarget(text: string): KnownTarget | undefined {
  return KNOWN.find((k) => k.starts.test(text))?.target;
}

/** The rule names a known rule sentence belongs to (deployment and end sentences are not a rule's). */
export function knownRuleOf(text: string): string[] | undefined {
  const t = knownTarget(text);
  return t?.kind === 'rule' ? t.names : undefined;
}
