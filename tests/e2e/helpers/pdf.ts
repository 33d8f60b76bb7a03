/**
 * A PDF printed by Chromium, read in-process with pdfjs-dist (Mozilla's PDF.js): its pages'
 * sizes in points and its text. No `pdfinfo` or other program: CI machines have none.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfSummary {
  /** Width and height of each page, in points (A4 is 595 × 842). */
  pages: { width: number; height: number }[];
  /** The text of every page, in order, items joined by spaces. */
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: PdfSummary['pages'] = [];
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      pages.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages, text: texts.join('\n') };
  } finally {
    await task.destroy();
  }
}
