import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossarySchema, type Glossary } from './schema.ts';

const RELATIVE = 'content/glossary/glossary.json';
/**
 * `content/glossary/glossary.json`, from the repository root: beside this file's source when run
 * by Node, from the working directory (the root) once Astro has bundled this module elsewhere.
 */
export const GLOSSARY_FILE =
  [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', RELATIVE),
    path.resolve(process.cwd(), RELATIVE),
  ].find((file) => existsSync(file)) ?? RELATIVE;

let cached: Glossary | undefined;

/** The curated glossary, validated: a malformed file fails the build with the zod message. */
export function loadGlossary(file = GLOSSARY_FILE): Glossary {
  if (cached && file === GLOSSARY_FILE) return cached;
  const parsed = glossarySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  if (file === GLOSSARY_FILE) cached = parsed.data;
  return parsed.data;
}

/**
 * The glossary as the site uses it: every rule term's URL from the wiki build's name resolver
 * (`content/generated/wiki/glossary.json`), so redirects and search land where wiki links do.
 * Before a content build, the curated file.
 */
export function loadSiteGlossary(): Glossary {
  const file = path.resolve(
    process.env['CONTENT_GENERATED_DIR'] ?? 'content/generated',
    'wiki/glossary.json',
  );
  return existsSync(file) ? loadGlossary(file) : loadGlossary();
}
