import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { outlineSchema, type Outline } from './schema.ts';
import { missionOutlineSchema, type MissionOutline } from './mission-schema.ts';

/**
 * Reads and validates a reviewed outline. A missing or malformed file is reported through `fail`
 * (file, entry path and what is wrong), never thrown as a stack trace; the build then falls back to
 * the text's own order and does not measure placement.
 */
function loadReviewed<T extends z.ZodType>(
  file: string,
  schema: T,
  what: string,
  fail: (message: string) => void,
): z.infer<T> | undefined {
  if (!existsSync(file)) {
    fail(`no existe ${what} ${file}`);
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file} no es JSON válido: ${(e as Error).message}`);
    return undefined;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      fail(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    return undefined;
  }
  return parsed.data;
}

/** The chapter outline (`content/corrections/its-outline.json`). */
export function loadOutline(file: string, fail: (message: string) => void): Outline | undefined {
  return loadReviewed(file, outlineSchema, 'el esquema de capítulos', fail);
}

/** The mission cards' outline (`content/corrections/its-mission-outline.json`). */
export function loadMissionOutline(
  file: string,
  fail: (message: string) => void,
): MissionOutline | undefined {
  return loadReviewed(file, missionOutlineSchema, 'el esquema de misiones', fail);
}
