/**
 * A stage's CPU includes a child it ran even when the library that started the child only
 * signals it to stop (Pagefind's `close()`): `untilReaped` waits for the child's end, so its CPU
 * is counted where it was spent (src/integrations/stages.ts), not in the stage after.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  childrenNamed,
  timeStage,
  untilReaped,
  type StageTime,
} from '../../src/integrations/stages.ts';

/** Processor seconds a process has used so far (/proc/<pid>/stat: utime + stime, in ticks of 1/100 s). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A child that keeps one core busy until it is killed; once it has used `seconds` of processor
 * time (however loaded the machine), it is signalled.
 */
async function busyChildSignalled(seconds: number): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  while (cpuOf(child.pid!) < seconds) await sleep(20);
  child.kill();
  return child.pid!;
}

describe.skipIf(process.platform !== 'linux')('tiempos de cada etapa', () => {
  it('la CPU de un hijo que se detiene sin esperarlo cuenta en su etapa', async () => {
    const stages: StageTime[] = [];
    await timeStage(stages, 'con espera', async () => {
      const pid = await busyChildSignalled(0.3);
      await untilReaped([pid]);
    });
    // The child's 0.3 s are far above the ~0 s the stage counted before it waited.
    expect(stages[0]!.cpuSeconds).toBeGreaterThanOrEqual(0.3);
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
