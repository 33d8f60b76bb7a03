import path from 'node:path';

/** The built site the browser tests read: `DIST` (a folder), else `dist/`. */
export const DIST_DIR = path.resolve(process.env['DIST'] ?? 'dist');
