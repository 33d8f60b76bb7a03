/**
 * A QR code as inline SVG, made at build time (`uqr` encodes; nothing runs in the reader's
 * browser). Each row's run of dark modules is one `h` segment of a single path, which keeps a
 * card's or a quick reference's markup small (uqr's own SVG writes a rectangle per module).
 */
import { encode } from 'uqr';

/** Quiet zone around the code, in modules (the standard asks for four; two read well on paper). */
const QUIET = 2;

/** The path of the dark modules: one `M x y h n v1 h-n z` per horizontal run. */
export function qrPath(grid: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  grid.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** `<svg>` of the QR code of `url`, sized by CSS (it has a viewBox and no width). */
export function qrSvg(url: string, label: string): string {
  const { data, size } = encode(url, { ecc: 'M', border: 0 });
  const side = size + 2 * QUIET;
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${escaped}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${qrPath(data)}"/></svg>`
  );
}
