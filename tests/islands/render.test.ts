import { describe, expect, it } from 'vitest';
import { h, type FunctionComponent } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { MissionScoringData } from '../../src/lib/missions/types.ts';
import MissionCalculator from '../../src/islands/MissionCalculator.tsx';
import OpposedRollCalculator from '../../src/islands/OpposedRollCalculator.tsx';
import RatingCalculator from '../../src/islands/RatingCalculator.tsx';
import ReinforcementsCalculator from '../../src/islands/ReinforcementsCalculator.tsx';
import StandingsCalculator from '../../src/islands/StandingsCalculator.tsx';
import TournamentCalculator from '../../src/islands/TournamentCalculator.tsx';

/** Server render of each island: every control labelled, ids unique, results present without JavaScript. */
// Each island takes its own props; the table below passes each the props it needs.
type Island = FunctionComponent<Record<string, unknown>>;
const islands: Record<string, Island> = {
  RatingCalculator: RatingCalculator as unknown as Island,
  ReinforcementsCalculator: ReinforcementsCalculator as unknown as Island,
  OpposedRollCalculator: OpposedRollCalculator as unknown as Island,
  StandingsCalculator: StandingsCalculator as unknown as Island,
  MissionCalculator: MissionCalculator as unknown as Island,
  TournamentCalculator: TournamentCalculator as unknown as Island,
};

function island(name: string): Island {
  const found = islands[name];
  if (!found) throw new Error(`isla desconocida: ${name}`);
  return found;
}

/** A two-rule mission: the island gets one mission's scoring data as its only prop. */
const mission: MissionScoringData = {
  slug: 'prueba',
  name: 'Prueba',
  kind: 'mission',
  tiers: ['top', 'mid', 'low'],
  hvt: true,
  source: 'text',
  groups: [],
  rules: [
    {
      id: 'consolas',
      label: 'Consolas Activadas',
      kind: 'count',
      points: 1,
      max: 4,
      timing: 'end',
    },
    {
      id: 'datos',
      label: 'Datos recuperados',
      kind: 'flag',
      points: 2,
      max: 1,
      timing: 'end',
      note: 'Valor supuesto',
    },
  ],
};

/** Every control in the server-rendered HTML, with whether a <label for> names it. */
function controls(html: string): { tag: string; id: string | null; labelled: boolean }[] {
  const labels = new Set([...html.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]));
  return [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)].map(([, tag, attributes]) => {
    const id = /\bid="([^"]+)"/.exec(attributes ?? '')?.[1] ?? null;
    return { tag: tag ?? '', id, labelled: id !== null && labels.has(id) };
  });
}

describe('islands render on the server', () => {
  it.for([
    ['RatingCalculator', {}],
    ['ReinforcementsCalculator', {}],
    ['OpposedRollCalculator', {}],
    ['StandingsCalculator', {}],
    ['MissionCalculator', { data: mission }],
    ['TournamentCalculator', { missions: [{ slug: 'prueba', name: 'Prueba' }], leagueNames: {} }],
  ] as [string, Record<string, unknown>][])('%s labels every control', ([name, props]) => {
    const html = renderToString(h(island(name), props));
    const found = controls(html);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((control) => !control.labelled)).toEqual([]);
    // Ids are unique, so each label names one control.
    const ids = found.map((control) => control.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders the odds table without JavaScript', () => {
    const html = renderToString(h(island('OpposedRollCalculator'), {}));
    expect(html).toContain('<caption>Probabilidad de que A gane la Tirada Enfrentada</caption>');
    // 2d4 vs 2d6: 178/576 = 30.9 %.
    expect(html).toMatch(/30,9\s?%/);
  });

  it('shows the rating change for each result with the default state', () => {
    const html = renderToString(h(island('RatingCalculator'), {}));
    expect(html).toContain('+16,00');
    expect(html).toContain('-16,00');
  });

  it('scores both players of a mission and names the winner', () => {
    const html = renderToString(h(island('MissionCalculator'), { data: mission }));
    expect(html).toContain('Empate a Puntos de Objetivo.');
    // A draw gives one Tournament Point: the noun agrees with it.
    expect(html).toContain('Empate: <strong>1 Punto de Torneo</strong>');
    // 4 consoles + 2 for the data + the HVT flag: the maximum is computed from the data.
    expect(html).toContain('Jugador A: 0 PO de 6');
    expect(html).toContain('Ha dejado en estado Nulo a una Figura HVT');
    expect(html).toContain('Valor supuesto');
  });
});
