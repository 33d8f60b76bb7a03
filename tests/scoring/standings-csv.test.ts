import { describe, expect, it } from 'vitest';
import { standingsCsv } from '../../src/lib/tournament/standings-csv.ts';
import { standings } from '../../src/lib/tournament/standings.ts';

describe('standingsCsv', () => {
  it('writes a BOM, a Spanish header and one row per player', () => {
    const rows = standings([
      { round: 1, a: 'Ana', b: 'Núñez, Berto', opA: 7, opB: 3, vpA: 200, vpB: 150 },
    ]);
    expect(standingsCsv(rows)).toBe(
      '\uFEFFPosición,Jugador,Puntos de Torneo,Puntos de Objetivo,Puntos de Victoria,Suma PO rivales\r\n' +
        '1,Ana,2,7,200,3\r\n' +
        '2,"Núñez, Berto",0,3,150,7\r\n',
    );
  });

  it('defuses names a spreadsheet would run as formulas', () => {
    const rows = standings([
      { round: 1, a: '=HYPERLINK("x")', b: 'B', opA: 1, opB: 0, vpA: 0, vpB: 0 },
    ]);
    expect(standingsCsv(rows)).toContain('1,"\'=HYPERLINK(""x"")",2');
  });
});
