/**
 * `npm run check`: the types of every file of the project, in two passes side by side.
 * - TypeScript 7 (the native compiler, installed as `typescript-native`) checks every `.ts` and
 *   `.tsx` file. It cannot read a `.astro` file, so for this pass a declaration makes every
 *   `.astro` import a component of unchecked props.
 * - `astro check` (TypeScript 6's language service through Volar; TypeScript 7 has no such API
 *   yet) checks the `.astro` files and, again, the few `.ts` files that import one (or import a
 *   file that does): there each component has the type its own file declares.
 * Every file is checked by the full type checker once at least, the `.astro` props included.
 * `astro check` over the whole project cost 21 s of CPU alone; the two passes 16 s
 * (README, "Types in two passes"). Arguments are passed on to `astro check` (`--noSync`).
 */
import { spawnSync } from 'node:child_process';
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroImporters } from './lib/astro-imports.ts';
import { runQuiet } from './lib/node-child.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
const work = path.join(root, '.cache/types');
/** A path as a tsconfig in `work` names it. */
const fromWork = (file: string) => path.relative(work, file).split(path.sep).join('/');

// 1. The project's own `.ts`/`.tsx` files, as tsconfig.json's `include: ["**/*"]` finds them:
//    outside its `exclude` and outside folders whose name starts with a dot (TypeScript's
//    wildcards skip those). Globbed here: asking TypeScript (`--listFilesOnly`) builds the whole
//    program first, 1.8 s of CPU.
const base = JSON.parse(await readFile(path.join(root, 'tsconfig.json'), 'utf8')) as {
  include: string[];
  exclude: string[];
};
const own: string[] = [];
for await (const file of glob('**/*.{ts,tsx,mts,cts}', {
  cwd: root,
  // `relative`: a path from the root, as tsconfig.json's `exclude` names one.
  exclude: (relative) => path.basename(relative).startsWith('.') || base.exclude.includes(relative),
}))
  own.push(path.join(root, file));
own.sort();

// 2. Those that import a `.astro` file, or a file that does: checked again by `astro check`.
const importers = astroImporters(
  new Map(await Promise.all(own.map(async (f) => [f, await readFile(f, 'utf8')] as const))),
);

// 3. One tsconfig per pass, both extending the project's own (its options, paths and types).
await mkdir(work, { recursive: true });
await writeFile(
  path.join(work, 'astro-modules.d.ts'),
  `// Written by scripts/check-types.ts for TypeScript 7, which cannot read .astro files; astro check
// reads them, props included.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
`,
);
const atRoot = (pattern: string) => fromWork(path.join(root, pattern));
await writeFile(
  path.join(work, 'tsconfig.native.json'),
  JSON.stringify({
    extends: fromWork(path.join(root, 'tsconfig.json')),
    include: [...base.include.map(atRoot), 'astro-modules.d.ts'],
  }),
);
await writeFile(
  path.join(work, 'tsconfig.astro.json'),
  JSON.stringify({
    extends: fromWork(path.join(root, 'tsconfig.json')),
    include: [atRoot('.astro/types.d.ts'), atRoot('**/*.astro'), ...importers.map(fromWork)],
  }),
);

// 4. The content collections' types (`.astro/`), which both passes read: written first, unless
//    `--noSync` says the build just wrote them (as in `npm test`). `astro check` alone would
//    sync them itself, while TypeScript 7 was already reading the folder.
const astroCli = path.join(root, 'node_modules/astro/bin/astro.mjs');
const args = process.argv.slice(2);
if (!args.includes('--noSync')) {
  const sync = spawnSync(process.execPath, [astroCli, 'sync'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (sync.status !== 0) process.exit(1);
  args.push('--noSync');
}

// 5. Both passes at once, each printing its output in one piece when it ends.
const [native, astro] = await Promise.all([
  // One thread: `npm test` runs this beside the browser tests on two cores, where more threads
  // only add CPU (6.1 s of it with its default threads, 4.1 s on one).
  runQuiet([tsc, '-p', path.join(work, 'tsconfig.native.json'), '--pretty', '--singleThreaded'], {
    cwd: root,
  }),
  runQuiet([astroCli, 'check', '--tsconfig', path.join(work, 'tsconfig.astro.json'), ...args], {
    cwd: root,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  }),
]);
if (native !== 0) console.error('TypeScript 7 encontró errores de tipos en los archivos .ts');
else console.log(`TypeScript 7: ${own.length} archivos .ts sin errores`);
process.exit(native === 0 && astro === 0 ? 0 : 1);
