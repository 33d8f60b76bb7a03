/**
 * Transform, step 2: turns the assigned units into typed documents (scenarios, rules sections,
 * random tables), giving header-less tables the headers of their siblings.
 */
import { slugify } from '../../../src/lib/slug.ts';
import { formatRange, parseRange } from '../../../src/lib/skirmish/ranges.ts';
import { parseDie } from '../../../src/lib/skirmish/roll.ts';
import type { SourceProblem } from '../../shared/problem.ts';
import type { Unit } from '../parse/units.ts';
import type {
  SkirmishBlock as Block,
  SkirmishPlainTable as PlainTable,
  SkirmishScenario as ScenarioDoc,
  SkirmishRules as RulesSectionDoc,
  SkirmishDocs,
  SkirmishTable as TableDoc,
} from './docs.ts';
import type { Assignment, Placed } from './assign.ts';
import type { Outline, ScenarioPart, TableDef } from './outline.ts';

type TableUnit = Extract<Unit, { kind: 'table' }>;

export function buildDocs(
  assignment: Assignment,
  outline: Outline,
  file: string,
): { docs: SkirmishDocs; problems: SourceProblem[] } {
  const problems: SourceProblem[] = [];
  const bucket = (key: string): Placed[] => assignment.buckets.get(key) ?? [];
  const firstLine = (placed: Placed[]): number =>
    placed.reduce((min, p) => Math.min(min, p.unit.line), Number.POSITIVE_INFINITY);

  // 1. Scenarios: setup, rules and victory are paragraphs; rewards is a plain table.
  const scenarios: ScenarioDoc[] = outline.scenarios.map((def, order) => {
    const part = (name: ScenarioPart) => bucket(`scenario:${def.id}:${name}`);
    const rewardsUnits = part('rewards');
    const textBlocks = (name: ScenarioPart): Block[] =>
      part(name).flatMap((p) => {
        if (p.unit.kind === 'text') return [paragraph(p)];
        problems.push({
          line: p.unit.line,
          page: def.title,
          message: `tabla inesperada en «${name}»`,
        });
        return [];
      });
    const rewardTables = rewardsUnits.filter(
      (p): p is Placed & { unit: TableUnit } => p.unit.kind === 'table',
    );
    const all = (['setup', 'rules', 'victory', 'rewards'] as const).flatMap(part);
    return {
      id: slugify(def.id),
      type: 'scenario',
      title: def.title,
      titleInferred: def.titleInferred,
      order,
      source: { file, line: all.length ? firstLine(all) : 0 },
      setup: textBlocks('setup'),
      rules: textBlocks('rules'),
      victory: textBlocks('victory'),
      rewards: rewardTables[0] ? plainTable(rewardTables[0]) : null,
    };
  });

  // 2. Rules sections: paragraphs (with their labels), lost headings restored, plain tables.
  const rules: RulesSectionDoc[] = outline.sections.map((def, order) => {
    const placed = bucket(`section:${def.id}`);
    const blocks: Block[] = [];
    for (const p of placed) {
      if (p.heading)
        blocks.push({ kind: 'heading', text: p.heading, id: `${def.id}-${slugify(p.heading)}` });
      if (p.unit.kind === 'text') blocks.push(paragraph(p));
      else blocks.push({ kind: 'table', ...plainTable(p as Placed & { unit: TableUnit }) });
    }
    return {
      id: def.id,
      type: 'rules',
      title: def.title,
      titleInferred: def.titleInferred,
      order,
      source: { file, line: placed.length ? firstLine(placed) : 0 },
      blocks,
    };
  });

  // 3. Random tables: text before the table is its intro, text after it its notes.
  const tables: TableDoc[] = [];
  outline.tables.forEach((def, order) => {
    const placed = bucket(`table:${def.id}`);
    const tableUnits = placed.filter((p) => p.unit.kind === 'table');
    if (tableUnits.length === 0) {
      problems.push({ page: def.title, message: 'la tabla no aparece en la fuente' });
      return;
    }
    if (tableUnits.length > 1) {
      problems.push({
        line: tableUnits[1]!.unit.line,
        page: def.title,
        message: 'dos tablas donde se esperaba una: se usa la primera',
      });
    }
    const at = placed.indexOf(tableUnits[0]!);
    const texts = (list: Placed[]) =>
      list.flatMap((p) => (p.unit.kind === 'text' ? [p.unit.text] : []));
    tables.push(
      randomTable(
        def,
        order,
        tableUnits[0]!.unit as TableUnit,
        texts(placed.slice(0, at)),
        texts(placed.slice(at + 1)),
        outline,
        file,
        problems,
      ),
    );
  });

  return { docs: { scenarios, rules, tables }, problems };
}

function paragraph(p: Placed): Block {
  const unit = p.unit as Extract<Unit, { kind: 'text' }>;
  const term = p.term ?? unit.term ?? null;
  return {
    kind: 'paragraph',
    text: unit.text,
    term,
    termInferred: p.term !== undefined,
    line: unit.line,
  };
}

function plainTable(p: Placed & { unit: TableUnit }): PlainTable {
  const { unit } = p;
  const columns = unit.header ?? p.columns ?? [];
  return {
    columns,
    headerInferred: unit.header === null,
    rows: unit.rows.map((r) => r.cells),
    line: unit.line,
  };
}

function randomTable(
  def: TableDef,
  order: number,
  unit: TableUnit,
  intro: string[],
  notes: string[],
  outline: Outline,
  file: string,
  problems: SourceProblem[],
): TableDoc {
  const group = outline.groups.find((g) => g.id === def.group);
  const die = parseDie(def.die);
  const dieHeader = (die?.notation ?? def.die).toUpperCase();
  let columns: string[];
  if (unit.header) {
    // A header whose first cell names the table ("Normal", "Atacado") still heads a die column.
    columns = [dieHeader, ...unit.header.slice(1)];
    const first = parseDie(unit.header[0] ?? '');
    if (first && die && first.notation !== die.notation) {
      problems.push({
        line: unit.line,
        page: def.title,
        message: `la cabecera dice ${unit.header[0]} y la tabla se tira con ${def.die}`,
      });
    }
  } else {
    columns = group?.columns ?? [];
  }
  return {
    id: def.id,
    type: 'table',
    title: def.title,
    titleInferred: def.titleInferred,
    order,
    source: { file, line: unit.line },
    group: def.group,
    groupTitle: group?.title ?? def.group,
    die: die?.notation ?? def.die,
    columns,
    headerInferred: unit.header === null,
    groupColumn: def.groupColumn ?? null,
    groupAll: def.groupAll ?? null,
    nameColumn: def.nameColumn ?? null,
    damageType: def.damageType ?? null,
    intro,
    notes,
    rows: unit.rows.map((r) => {
      const range = parseRange(r.cells[0] ?? '');
      return {
        range: range ? formatRange(range) : (r.cells[0] ?? ''),
        low: range?.low ?? 0,
        high: range ? range.high : 0,
        cells: r.cells,
        line: r.line,
      };
    }),
  };
}
