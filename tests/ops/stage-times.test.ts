/**
 * A stage's CPU includes a child it ran even when the library that started the child only
 * signals it to stop (Pagefind's `close()`): `untilReaped` waits for the child's end, so its CPU
 * is counted where it was spent (src/integrations/stages.ts), not in the stage after.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  childrenNamed,
  timeStage,
  untilReaped,
  type StageTime,
} from '../../src/integrations/stages.ts';

/** A child that keeps one core busy until it is killed; once it has run `ms`, it is signalled. */
async function busyChildSignalled(ms: number): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  await sleep(ms);
  child.kill();
  return child.pid!;
}

describe.skipIf(process.platform !== 'linux')('tiempos de cada etapa', () => {
  it('la CPU de un hijo que se detiene sin esperarlo cuenta en su etapa', async () => {
    const stages: StageTime[] = [];
    await timeStage(stages, 'con espera', async () => {
      const pid = await busyChildSignalled(400);
      await untilReaped([pid]);
    });
    // A child of 400 ms wall on a loaded machine gets less than a whole core: a quarter is
    // still far above the ~0 s the stage counted before it waited.
    expect(stages[0]!.cpuSeconds).toBeGreaterThan(0.1);
  });

  it('childrenNamed da los hijos propios por el nombre de su orden', async () => {
    const child = spawn('sleep', ['5'], { stdio: 'ignore' });
    try {
      expect(childrenNamed(process.pid, 'sleep')).toContain(child.pid);
      expect(childrenNamed(process.pid, 'pagefind-que-no-existe')).toEqual([]);
    } finally {
      child.kill();
      await untilReaped([child.pid!]);
    }
    expect(childrenNamed(process.pid, 'sleep')).not.toContain(child.pid);
  });
});
