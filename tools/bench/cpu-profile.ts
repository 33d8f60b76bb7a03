/**
 * Where a build's CPU time goes: sums the self time of a V8 `.cpuprofile` (written by
 * `node --cpu-prof`) by package (`node_modules/<name>`), by project folder, or by Node/V8
 * internals (GC included), and prints the top entries.
 *   node tools/bench/cpu-profile.ts <file.cpuprofile | folder> [top]
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The bucket a frame's self time belongs to. */
export function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:*';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const match = /\/(src|scripts|content|\.cache)\/([^/]+)/.exec(url);
  return match ? `${match[1]}/${match[2]}` : url;
}

/** Milliseconds of self time by bucket. */
export function selfTimeByBucket(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = bucketOf(frame.url, frame.functionName);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

if (import.meta.main) {
  const target = process.argv[2];
  const top = Number(process.argv[3] ?? 15);
  if (!target) {
    console.error('uso: node tools/bench/cpu-profile.ts <archivo.cpuprofile | carpeta> [top]');
    process.exit(1);
  }
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target))
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(target, f))
    : [target];
  for (const file of files) {
    const totals = selfTimeByBucket(JSON.parse(await readFile(file, 'utf8')) as Profile);
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`${path.basename(file)}: ${(sum / 1000).toFixed(1)} s`);
    for (const [bucket, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(
        `  ${(ms / 1000).toFixed(1).padStart(7)} s ${((100 * ms) / sum).toFixed(1).padStart(5)} %  ${bucket}`,
      );
  }
}
