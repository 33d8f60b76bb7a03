/**
 * The build in shards (src/integrations/shards/astro-shards.ts) gives the same site as one build: the seeds
 * built in three shards (the lists' shard and two of rule pages) equal dist/ file for file, byte
 * for byte (sitemap, search index and service worker included). Three is the fewest that still
 * shows a changed page rebuilding its own rule shard and not the other (each shard is an Astro
 * start-up: four shards cost 46 s of CPU, three 38 s). Built again with nothing changed, every shard is
 * reused; after one rule page's text changes, only that page's shard is built again, and the site
 * shows the change. Own folders under .cache/sharded/ (a copy of the generated content, its own
 * content stores), never dist/ or content/generated/.
 */
import { spawnSync } from 'node:child_process';
import { oneBuildAtATime } from './helpers/build-lock.ts';
import { access, cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardOf } from '../../src/integrations/shards/build-shard.ts';
import { unexpectedWarnings } from '../../src/integrations/quiet-log.ts';
import { DIST_DIR } from './helpers/dist-dir.ts';
import { siteFiles } from '../../src/integrations/site-files.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = path.join(root, '.cache/sharded');
const out = path.join(work, 'dist');
const SHARDS = 3;
/** Rule pages a shard: the seeds' rule pages in two shards (set before the first build). */
let shardPages = 0;

/** The environment of `npm run build`: vitest's NODE_ENV=test would make Vite bundle Preact's devtools. */
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

function build(): string {
  const result = oneBuildAtATime(() =>
    spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...buildEnv,
        SKIP_CONTENT: '1',
        CONTENT_GENERATED_DIR: '.cache/sharded/generated',
        OUT_DIR: '.cache/sharded/dist',
        ASTRO_CACHE_DIR: '.cache/sharded/astro',
        ASTRO_ONE_BUILD_PAGES: String(shardPages),
        ASTRO_SHARD_PAGES: String(shardPages),
      },
    }),
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

async function expectSameSite(): Promise<void> {
  const expected = await siteFiles(DIST_DIR);
  expect(await siteFiles(out)).toEqual(expected);
  const different: string[] = [];
  for (const file of expected) {
    const [a, b] = await Promise.all([
      readFile(path.join(DIST_DIR, file)),
      readFile(path.join(out, file)),
    ]);
    if (!a.equals(b)) different.push(file);
  }
  expect(different).toEqual([]);
}

const built = (log: string) =>
  [...log.matchAll(/fragmento (\d+) de \d+: .*se construye/g)].map((m) => Number(m[1]));

let firstLog = '';
beforeAll(async () => {
  await access(path.join(root, 'content/generated/reglas')).catch(() => {
    throw new Error('No hay contenido generado: ejecuta antes «npm run build».');
  });
  await rm(work, { recursive: true, force: true });
  await cp(path.join(root, 'content/generated'), path.join(work, 'generated'), { recursive: true });
  const rulePages = (await readdir(path.join(work, 'generated/reglas'))).filter((f) =>
    f.endsWith('.mdx'),
  ).length;
  shardPages = Math.ceil(rulePages / (SHARDS - 1));
  firstLog = build();
}, 600_000);

afterAll(() => rm(work, { recursive: true, force: true }));

describe('build in shards', () => {
  it('builds every shard and gives the same site as one build', async () => {
    expect(built(firstLog)).toEqual([1, 2, 3]);
    // No shard warns (an empty collection, a route no shard renders…).
    expect(unexpectedWarnings(firstLog)).toEqual([]);
    await expectSameSite();
  });

  it('reuses every shard when nothing changed, and the site is still the same', async () => {
    const log = build();
    expect(built(log)).toEqual([]);
    expect(log.match(/sin cambios, se reutiliza/g)).toHaveLength(SHARDS);
    await expectSameSite();
  }, 600_000);

  it('after one page changed (its frontmatter kept), builds only its shard', async () => {
    // «Berserk» is in shard 3 of 3 (src/integrations/shards/build-shard.ts); its body changes, not its
    // frontmatter, so the lists' shard (1) and the other rule shard (2) are reused.
    expect(shardOf('berserk', SHARDS)).toBe(2);
    const file = path.join(work, 'generated/reglas/berserk.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text}\nFrase añadida por la prueba de fragmentos.\n`);
    const log = build();
    expect(built(log)).toEqual([3]);
    const html = await readFile(path.join(out, 'reglas/berserk/index.html'), 'utf8');
    expect(html).toContain('Frase añadida por la prueba de fragmentos.');
  }, 600_000);
});
