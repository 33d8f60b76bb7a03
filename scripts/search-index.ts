import * as pagefind from 'pagefind';

/** Indexes the built site with Pagefind's Node API and writes the bundle to `dist/pagefind/`. */
export async function buildSearchIndex(siteDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'es' });
  if (!index) throw new Error(`Pagefind no pudo crear el índice: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: siteDir });
  if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: `${siteDir}/pagefind` });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  console.log(`pagefind: ${added.page_count} páginas indexadas`);
  await pagefind.close();
}
