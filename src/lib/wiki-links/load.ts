import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reviewedLinksSchema, type ReviewedLink } from './schema.ts';

const RELATIVE = 'content/corrections/wiki-links.json';
/** `content/corrections/wiki-links.json`, from the repository root (as the glossary is found). */
export const REVIEWED_LINKS_FILE =
  [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', RELATIVE),
    path.resolve(process.cwd(), RELATIVE),
  ].find((file) => existsSync(file)) ?? RELATIVE;

/** The reviewed wiki links, validated: a malformed file fails the build with the zod message. */
export function loadReviewedLinks(file = REVIEWED_LINKS_FILE): ReviewedLink[] {
  const parsed = reviewedLinksSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data.links;
}
