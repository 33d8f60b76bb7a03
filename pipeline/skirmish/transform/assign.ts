/**
 * Transform, step 1: hands every parsed unit to the scenario, rules section or table the outline
 * says it belongs to (the source lost its headings and card borders).
 */
import type { SourceProblem } from '../../shared/problem.ts';
import type { Unit } from '../parse/units.ts';
import type { Marker, Outline, Target } from './outline.ts';

type TextUnit = Extract<Unit, { kind: 'text' }>;
type TableUnit = Extract<Unit, { kind: 'table' }>;

/** A unit placed in its target, with what the marker that placed it adds. */
export interface Placed {
  unit: Unit;
  heading?: string;
  term?: string;
  columns?: string[];
}

export interface Assignment {
  /** Keyed by `scenario:<id>:<part>`, `section:<id>` or `table:<id>`. */
  buckets: Map<string, Placed[]>;
  problems: SourceProblem[];
}

export function targetKey(t: Target): string {
  if ('scenario' in t) return `scenario:${t.scenario}:${t.part}`;
  if ('section' in t) return `section:${t.section}`;
  return `table:${t.table}`;
}

/** The text a marker is matched against: a paragraph's label and text, a table's first row. */
export function unitKey(unit: Unit): string {
  if (unit.kind === 'text') return unit.term ? `${unit.term}${unit.text}` : unit.text;
  const first = unit.header ?? unit.rows[0]?.cells ?? [];
  return first.join(' | ');
}

export function assignUnits(units: Unit[], outline: Outline): Assignment {
  const buckets = new Map<string, Placed[]>();
  const problems: Assignment['problems'] = [];
  let next = 0;
  let current: Marker | undefined;
  for (const unit of units) {
    // A marker missing from the source must not strand the rest: look a few markers ahead.
    let found = -1;
    for (let j = next; j < Math.min(next + 4, outline.markers.length); j++) {
      if (unitKey(unit).startsWith(outline.markers[j]!.at)) {
        found = j;
        break;
      }
    }
    let placed: Placed = { unit };
    const marker = found >= 0 ? outline.markers[found] : undefined;
    if (marker) {
      for (const skipped of outline.markers.slice(next, found)) {
        problems.push({
          line: unit.line,
          message: `el esquema espera «${skipped.at}» antes de esta línea y no aparece`,
        });
      }
      current = marker;
      next = found + 1;
      placed = {
        unit,
        ...(marker.heading ? { heading: marker.heading } : {}),
        ...(marker.term ? { term: marker.term } : {}),
        ...(marker.columns ? { columns: marker.columns } : {}),
      };
    }
    if (!current) {
      problems.push({
        line: unit.line,
        message: `«${preview(unit)}» no pertenece a ninguna parte del esquema`,
      });
      continue;
    }
    const key = targetKey(current.to);
    const list = buckets.get(key) ?? [];
    list.push(placed);
    buckets.set(key, list);
  }
  for (const missing of outline.markers.slice(next)) {
    problems.push({
      message: `el esquema espera «${missing.at}» y no aparece (o aparece fuera de orden)`,
    });
  }
  return { buckets, problems };
}

function preview(unit: Unit): string {
  const text = unit.kind === 'text' ? unit.text : unitKey(unit as TableUnit);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export type { TextUnit, TableUnit };
