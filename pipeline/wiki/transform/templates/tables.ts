import type { TemplateHandler } from './types.ts';
import type { PageContext } from '../page-context.ts';
import type { WikiToken } from '../wiki-token.ts';
import { trimPhrasing } from '../trim-phrasing.ts';

/** Column headers of the wiki's table templates, which the templates themselves supply. */
export const TABLE_HEADERS = {
  weapon: [
    'Nombre',
    '0-20',
    '20-40',
    '40-60',
    '60-80',
    '80-100',
    '100-120',
    '120-240',
    'Daño',
    'R',
    'Munición',
    'Tirada',
    'Rasgos',
  ],
  hacking: [
    'Programa',
    'MOD Ataque',
    'MOD Oponente',
    'Daño',
    'R',
    'Objetivo',
    'Habilidad',
    'Efecto',
  ],
} as const;

/** Positional parameters in order: each is one cell. */
function rowCells(token: WikiToken, ctx: PageContext) {
  return token.childNodes
    .filter((c) => c.type === 'parameter' && /^\d+$/.test((c.name ?? '').trim()))
    .map((c) =>
      trimPhrasing(
        ctx.inline(c.childNodes.find((v) => v.type === 'parameter-value')?.childNodes ?? []),
      ),
    );
}

const row: TemplateHandler = {
  block: (token, ctx) => ({
    type: 'table-row',
    cells: rowCells(token, ctx),
    offset: token.getAbsoluteIndex(),
  }),
};

export const tableTemplates: Record<string, TemplateHandler> = {
  weapon: {
    block: (token) => ({ type: 'table-open', kind: 'weapon', offset: token.getAbsoluteIndex() }),
  },
  'n4-hacking-header': {
    block: (token) => ({ type: 'table-open', kind: 'hacking', offset: token.getAbsoluteIndex() }),
  },
  weaponrow: row,
  hackingrow: row,
};
