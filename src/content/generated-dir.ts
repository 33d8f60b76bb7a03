/**
 * Where the content build writes and the collections read. Tests build a second site (with a
 * hostile wiki page) into another folder by setting CONTENT_GENERATED_DIR, so the real
 * generated content is never overwritten by test fixtures.
 */
export const GENERATED_DIR: string = process.env['CONTENT_GENERATED_DIR'] ?? './content/generated';

/** A folder under the generated content, as the collections' loaders want it. */
export function generatedPath(part: string): string {
  return `${GENERATED_DIR.replace(/\/$/, '')}/${part}`;
}
