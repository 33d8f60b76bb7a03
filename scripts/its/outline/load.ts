import { existsSync, readFileSync } from 'node:fs';
import { outlineSchema, type Outline } from './schema.ts';

/**
 * Reads and validates the chapter outline. A missing or malformed file is reported through `fail`
 * (file, entry path and what is wrong), never thrown as a stack trace; the build then falls back to
 * the text's own order.
 */
export function loadOutline(file: string, fail: (message: string) => void): Outline | undefined {
  if (!existsSync(file)) {
    fail(`no existe el esquema de capítulos ${file}`);
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file} no es JSON válido: ${(e as Error).message}`);
    return undefined;
  }
  const parsed = outlineSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      fail(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    return undefined;
  }
  return parsed.data;
}
