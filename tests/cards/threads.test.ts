import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/layout.ts';
import { drawingThreads } from '../../src/cards/threads.ts';

/**
 * A stand-in for draw-worker.ts: it answers each card with two bytes, but the card «rota» makes
 * the whole thread fail (an error outside any one drawing, as an out-of-memory would).
 */
const FLAKY_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ id, card }) => {
      if (card.title === 'rota') setTimeout(() => { throw new Error('sin memoria'); }, 20);
      else setTimeout(() => parentPort.postMessage({ id, png: new Uint8Array([1, 2]) }), 60);
    });
  `)}`,
);

const rule = (title: string): Card => ({ kind: 'rule', title, editions: 'N4', description: '' });

describe('hilos de las tarjetas', () => {
  it('un hilo que falla rechaza sólo sus tarjetas, cada una por su nombre', async () => {
    const draw = drawingThreads(FLAKY_WORKER, 2);
    // Round robin: the first and third go to one thread, the second and fourth to the other.
    const results = await Promise.allSettled(
      ['Trabado', 'rota', 'Heridas', 'Camuflado'].map((title) => draw(rule(title))),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    const reasons = results.map((r) => (r.status === 'rejected' ? String(r.reason) : ''));
    expect(reasons[1]).toBe('Error: tarjeta de vista previa de «rota»: sin memoria');
    expect(reasons[3]).toBe('Error: tarjeta de vista previa de «Camuflado»: sin memoria');
    // The threads ended with the last card; a later card starts them again.
    expect([...(await draw(rule('Orden')))]).toEqual([1, 2]);
  });
});
