/**
 * The order of the printed ITS document: by page, then by source line. Astro's `getCollection`
 * gives records by id (alphabetical), which listed «Extras» before «Normas Básicas».
 */
export const byPrintOrder = <T extends { page: number; line: number }>(a: T, b: T): number =>
  a.page - b.page || a.line - b.line;
