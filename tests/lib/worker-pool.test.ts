import { describe, expect, it } from 'vitest';
import { runOnWorkers } from '../../src/lib/worker-pool.ts';

const worker = new URL('./workers/double.ts', import.meta.url);

describe('runOnWorkers', () => {
  it('answers every job once, under its own id, whatever order the threads finish in', async () => {
    const jobs = Array.from({ length: 10 }, (_, n) => ({ n }));
    const answers: { id: number; double: number }[] = [];
    await runOnWorkers<{ id: number; double: number }>(worker, jobs, 3, (a) => answers.push(a));
    expect(answers.map((a) => a.id).sort((a, b) => a - b)).toEqual(jobs.map((_, id) => id));
    for (const a of answers) expect(a.double).toBe(jobs[a.id]!.n * 2);
  });

  it('sends nothing and starts no work for no jobs', async () => {
    const answers: unknown[] = [];
    await runOnWorkers(worker, [], 2, (a) => answers.push(a));
    expect(answers).toEqual([]);
  });

  it('rejects with what the answer handler throws', async () => {
    await expect(
      runOnWorkers<{ id: number }>(worker, [{ n: 1 }, { n: 2 }, { n: 3 }], 2, (a) => {
        if (a.id === 1) throw new Error('respuesta rechazada');
      }),
    ).rejects.toThrow('respuesta rechazada');
  });

  it("rejects with a worker's own error, naming the job it was on", async () => {
    await expect(
      runOnWorkers(
        worker,
        [{ n: 1 }, { n: -1 }],
        2,
        () => {},
        (id) => `página ${id}`,
      ),
    ).rejects.toThrow('página 1: número negativo: -1');
  });

  it('a thread whose heap fills names its job and says so in one line', async () => {
    const hog = new URL('./workers/hog.ts', import.meta.url);
    const error = await runOnWorkers(
      hog,
      [{ n: 0 }],
      1,
      () => {},
      () => 'grande.mdx',
      {
        maxOldGenerationSizeMb: 16,
      },
    ).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('grande.mdx: el hilo se quedó sin memoria al procesarlo');
  });
});
