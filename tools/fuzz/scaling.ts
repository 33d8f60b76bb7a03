/**
 * `node tools/fuzz/scaling.ts [repo-root]`: processor time of converting one page made
 * of N repeated units, N doubling, median of RUNS (3) runs. Linear conversion doubles its time
 * when N doubles; a quadratic one quadruples it. It measures; it asserts nothing.
 */
import path from 'node:path';

const base = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const runs = Number(process.env['RUNS'] ?? 3);
const sizes = (process.env['SIZES'] ?? '4000,8000,16000').split(',').map(Number);
const { convertPage } = await import(path.join(base, 'pipeline/wiki/transform/convert-page.ts'));

// The list unit is four times longer: its sizes are a quarter, to stay under MAX_PAGE_CHARS
// (a longer page is not converted at all, and would measure nothing).
for (const [name, unit, share] of [
  ['{{x}}', '{{x}}', 1],
  ['* [[Trabado]] texto', '* [[Trabado]] texto\n', 4],
] as const) {
  const once = (text: string) =>
    convertPage(
      { title: 'Escala', timestamp: '', contributor: '', text, file: 'escala.txt', line: 1 },
      [],
      600_000,
    );
  once(unit.repeat(200)); // warm up the JIT before measuring
  for (const n of sizes.map((size) => size / share)) {
    const text = unit.repeat(n);
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const start = process.cpuUsage();
      once(text);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name} ×${n} (${(text.length / 1000).toFixed(0)} KB): mediana ${(times[Math.floor(runs / 2)]! / 1000).toFixed(2)} s de CPU`,
    );
  }
}
