/** Transform stage of the skirmish reference: parsed units → checked, typed documents. */
import type { ParseResult } from '../parse/units.ts';
import type { SkirmishDocs } from './docs.ts';
import { assignUnits } from './assign.ts';
import type { SourceProblem } from '../../shared/problem.ts';
import { buildDocs } from './build-docs.ts';
import { OUTLINE, type Outline } from './outline.ts';
import { validateDocs } from './validate.ts';

export function transformSkirmish(
  parsed: ParseResult,
  file: string,
  outline: Outline = OUTLINE,
): { docs: SkirmishDocs; problems: SourceProblem[] } {
  // 1. Place every unit where the outline says it belongs.
  const assignment = assignUnits(parsed.units, outline);
  // 2. Build the typed documents.
  const built = buildDocs(assignment, outline, file);
  // 3. Check ranges, column counts and coverage.
  const checks = validateDocs(built.docs);
  return { docs: built.docs, problems: [...assignment.problems, ...built.problems, ...checks] };
}
