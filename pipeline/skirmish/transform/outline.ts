/**
 * The structure the skirmish source lost: which paragraph or table belongs to which scenario,
 * rules section or random table, and the names the source never printed. Reviewed data, not
 * guesses made at build time; every inferred name is listed in docs/escaramuza.md.
 *
 * Markers are matched in order against the parsed units (a paragraph by the start of its text or
 * label, a table by the start of its header row, or of its first row when it has none, cells
 * joined with " | "). Every unit goes where the last matched marker points.
 */

export type ScenarioPart = 'setup' | 'rules' | 'victory' | 'rewards';

export type Target =
  { scenario: string; part: ScenarioPart } | { section: string } | { table: string };

export interface Marker {
  at: string;
  to: Target;
  /** A heading the source lost, inserted before the unit (rules sections only). */
  heading?: string;
  /** The label of a definition whose label was lost entirely (inferred). */
  term?: string;
  /** Headers for a table printed without a header row (inferred from its siblings). */
  columns?: string[];
}

export interface ScenarioDef {
  id: string;
  title: string;
  titleInferred: boolean;
}

export interface SectionDef {
  id: string;
  title: string;
  titleInferred: boolean;
}

export interface GroupDef {
  id: string;
  title: string;
  /** Headers given to the group's tables that were printed without a header row. */
  columns?: string[];
}

export interface TableDef {
  id: string;
  title: string;
  titleInferred: boolean;
  group: string;
  die: string;
  /** Column naming who a row applies to ("Quién"); rows with `groupAll` apply to everyone. */
  groupColumn?: number;
  groupAll?: string;
  /** Column holding each row's name (findable in search), when rows have names. */
  nameColumn?: number;
  damageType?: string;
}

export interface Outline {
  scenarios: ScenarioDef[];
  sections: SectionDef[];
  groups: GroupDef[];
  tables: TableDef[];
  markers: Marker[];
}

const sc = (scenario: string, part: ScenarioPart): Target => ({ scenario, part });
const se = (section: string): Target => ({ section });
const tb = (table: string): Target => ({ table });

export const OUTLINE: Outline = {
  scenarios: [
    { id: 'relevo', title: 'Relevo', titleInferred: true },
    { id: 'extraccion', title: 'Extracción', titleInferred: true },
    { id: 'control-de-zona', title: 'Control de zona', titleInferred: true },
  ],
  sections: [
    { id: 'dados', title: 'Niveles de dado y tiradas enfrentadas', titleInferred: true },
    { id: 'atributos', title: 'Atributos', titleInferred: true },
    { id: 'acciones', title: 'Acciones', titleInferred: true },
    { id: 'emision', title: 'Emisión', titleInferred: true },
    { id: 'trabado', title: 'Trabado', titleInferred: true },
    { id: 'movimiento', title: 'Movimiento y caídas', titleInferred: true },
    { id: 'granadas', title: 'Granadas', titleInferred: true },
    { id: 'moral', title: 'Moral', titleInferred: true },
    { id: 'reacciones', title: 'Reacciones', titleInferred: true },
    { id: 'dano', title: 'Daño y armadura', titleInferred: true },
    { id: 'modificadores', title: 'Modificadores', titleInferred: true },
  ],
  groups: [
    { id: 'comportamiento', title: 'Comportamiento de Hostiles y Compañeros' },
    {
      id: 'bendiciones',
      title: 'Bendiciones Corporativas',
      columns: ['D8', 'Bendición', 'Efecto'],
    },
    { id: 'botin', title: 'Botín', columns: ['D20', 'Botín'] },
    { id: 'interrogatorio', title: 'Interrogatorio', columns: ['2D4', 'Resultado', 'Efecto'] },
    { id: 'criticos', title: 'Críticos', columns: ['D6', 'Crítico', 'Efecto'] },
    { id: 'pifias', title: 'Pifias', columns: ['D6', 'Pifia', 'Efecto'] },
  ],
  tables: [
    {
      id: 'hostiles-bandas',
      title: 'Hostiles: Bandas',
      titleInferred: true,
      group: 'comportamiento',
      die: 'd6',
    },
    {
      id: 'companero-normal',
      title: 'Compañero: Normal',
      titleInferred: false,
      group: 'comportamiento',
      die: 'd6',
    },
    {
      id: 'companero-atacado',
      title: 'Compañero: Atacado',
      titleInferred: false,
      group: 'comportamiento',
      die: 'd6',
    },
    {
      id: 'companeros-resumen',
      title: 'Compañeros (resumen)',
      titleInferred: true,
      group: 'comportamiento',
      die: 'd6',
    },
    {
      id: 'hostiles-resumen',
      title: 'Hostiles (resumen)',
      titleInferred: true,
      group: 'comportamiento',
      die: 'd6',
      groupColumn: 1,
      groupAll: 'Todos',
    },
    {
      id: 'bendiciones-corporativas',
      title: 'Bendiciones Corporativas',
      titleInferred: false,
      group: 'bendiciones',
      die: 'd8',
      nameColumn: 1,
    },
    { id: 'botin', title: 'Botín', titleInferred: true, group: 'botin', die: 'd20', nameColumn: 1 },
    {
      id: 'interrogatorio',
      title: 'Interrogatorio',
      titleInferred: true,
      group: 'interrogatorio',
      die: '2d4',
      nameColumn: 1,
    },
    ...(
      [
        ['corte', 'Corte'],
        ['contundente', 'Contundente'],
        ['balistico', 'Balístico'],
        ['energia', 'Energía'],
        ['explosivo', 'Explosivo'],
        ['quimico', 'Químico'],
        ['electronico', 'Electrónico'],
        ['sonico', 'Sónico'],
      ] as const
    ).map(([id, type]) => ({
      id: `critico-${id}`,
      title: `Crítico: ${type}`,
      titleInferred: true,
      group: 'criticos',
      die: 'd6',
      nameColumn: 1,
      damageType: type,
    })),
    {
      id: 'pifia-cuerpo-a-cuerpo',
      title: 'Pifia: Cuerpo a cuerpo',
      titleInferred: true,
      group: 'pifias',
      die: 'd6',
      nameColumn: 1,
    },
    {
      id: 'pifia-disparo',
      title: 'Pifia: Disparo',
      titleInferred: true,
      group: 'pifias',
      die: 'd6',
      nameColumn: 1,
    },
    {
      id: 'pifia-emision',
      title: 'Pifia de Emisión',
      titleInferred: true,
      group: 'pifias',
      die: 'd6',
      nameColumn: 1,
    },
  ],
  markers: [
    { at: 'Relevo en el centro', to: sc('relevo', 'setup') },
    { at: 'Tira el Tipo de Hostil', to: sc('relevo', 'rules') },
    { at: 'El Defensor coloca', to: sc('extraccion', 'setup') },
    { at: 'Interactuar a 1" para recoger', to: sc('extraccion', 'rules') },
    { at: 'Lleva el objetivo fuera', to: sc('extraccion', 'victory') },
    { at: 'Pago | Cant.', to: sc('extraccion', 'rewards') },
    { at: 'Sin marcadores', to: sc('control-de-zona', 'setup') },
    { at: 'Al final de la partida, cuenta', to: sc('control-de-zona', 'rules') },
    { at: 'Bando con más miniaturas', to: sc('control-de-zona', 'victory') },
    { at: 'Pago | Cant.', to: sc('control-de-zona', 'rewards') },
    { at: 'Control: plantilla', to: sc('relevo', 'rules') },
    { at: 'Redirección:', to: sc('relevo', 'victory') },
    { at: '+1 ND Combate', to: tb('hostiles-bandas') },
    { at: 'Astucia vs. Astucia 2d8', to: tb('companero-normal') },
    { at: 'Atacado | Sin LdV', to: tb('companero-atacado') },
    { at: 'Tira dos dados de tu nivel', to: se('dados'), heading: 'Nivel de dado (ND)' },
    { at: 'Ambos tiran a la vez', to: se('dados'), heading: 'Tiradas enfrentadas' },
    { at: 'Buscar, Interrogar', to: se('atributos'), term: 'Astucia' },
    { at: 'Empuje', to: se('atributos'), heading: 'Rasgos de arma' },
    { at: 'Bendiciones Corporativas (d8', to: tb('bendiciones-corporativas') },
    { at: 'FdC: descarta su ficha', to: se('acciones') },
    { at: 'Atacar | Combate vs. Defensa', to: se('acciones'), columns: ['Acción', 'Efecto'] },
    { at: 'Ofensivo: Astucia', to: se('emision') },
    { at: 'A 1" de un enemigo', to: se('trabado') },
    { at: 'Acción | Coste', to: se('movimiento') },
    { at: 'Acción, un uso', to: se('granadas') },
    { at: 'Cuando el Jefe', to: se('moral') },
    { at: 'Defensa o Contraataque', to: se('reacciones') },
    { at: 'Tira daño, suma crítico', to: se('dano') },
    { at: 'Cobertura | -1 ND', to: se('modificadores'), columns: ['Modificador', 'Efecto'] },
    { at: '1 | Denegada', to: tb('bendiciones-corporativas') },
    { at: '1 | Granada', to: tb('botin') },
    { at: '2 | Datos Falsos', to: tb('interrogatorio') },
    { at: 'D6 | Sin LdV | Con LdV | Trab.', to: tb('companeros-resumen') },
    { at: '1 | Tajo', to: tb('critico-corte') },
    { at: '1 | Magullado', to: tb('critico-contundente') },
    { at: '1 | Rozado', to: tb('critico-balistico') },
    { at: '1 | Chamuscado', to: tb('critico-energia') },
    { at: 'Cuádruple añade', to: se('dano'), heading: 'Críticos' },
    { at: '1 | Metralla', to: tb('critico-explosivo') },
    { at: '1 | Quemadura', to: tb('critico-quimico') },
    { at: '1 | Quemad. de Señal', to: tb('critico-electronico') },
    { at: '1 | Ensordecido', to: tb('critico-sonico') },
    { at: '1 | Tropezón', to: tb('pifia-cuerpo-a-cuerpo') },
    { at: '1 | Encasquillada', to: tb('pifia-disparo') },
    { at: '1 | Sobrecarga', to: tb('pifia-emision') },
    { at: 'D6 | Quién', to: tb('hostiles-resumen') },
  ],
};
