import path from 'node:path';
import { access } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serve.ts';

/** One static server over the built `dist/` for every browser test file. */
export default async function setup(project: TestProject) {
  const dist = path.resolve(process.env['DIST'] ?? 'dist');
  try {
    await access(path.join(dist, 'index.html'));
  } catch {
    throw new Error(`No hay sitio construido en ${dist}: ejecuta antes «npm run build»`);
  }
  const server = await startServer(dist, 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
