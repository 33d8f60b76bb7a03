/**
 * The threads that draw preview cards (draw-worker.ts), round robin. They start with the first
 * card and end when none is left to draw, so that they give their memory back before the search
 * index. A thread that fails rejects only the cards it was sent, each naming its card; the other
 * threads draw on. Node only.
 */
import { Worker } from 'node:worker_threads';
import type { DrawReply, DrawRequest } from './draw-worker.ts';
import type { Card } from './layout.ts';

/** A card sent to a thread and not yet back. */
interface Job {
  card: Card;
  worker: Worker;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** Which card a failure is about: the rule's name, the ruling's question, or the site's. */
export function cardError(card: Card, reason: string): Error {
  const which =
    card.kind === 'rule'
      ? `de «${card.title}»`
      : card.kind === 'ruling'
        ? `de «${card.question}»`
        : 'del sitio';
  return new Error(`tarjeta de vista previa ${which}: ${reason}`);
}

/** `count` threads running `file`; the function draws a card on the next one. */
export function drawingThreads(file: string | URL, count: number): (card: Card) => Promise<Buffer> {
  const workers: Worker[] = [];
  const waiting = new Map<number, Job>();
  let nextId = 0;

  const endIfIdle = () => {
    if (waiting.size === 0) for (const worker of workers.splice(0)) void worker.terminate();
  };
  // A thread that failed or ended takes only its own cards with it.
  const fail = (worker: Worker, reason: string) => {
    if (workers.includes(worker)) workers.splice(workers.indexOf(worker), 1);
    for (const [id, job] of waiting) {
      if (job.worker !== worker) continue;
      waiting.delete(id);
      job.reject(cardError(job.card, reason));
    }
    endIfIdle();
  };
  const start = () => {
    const worker = new Worker(file);
    worker.on('message', (reply: DrawReply) => {
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      endIfIdle();
      if ('error' in reply) job?.reject(cardError(job.card, reply.error));
      else job?.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    });
    worker.on('error', (error: Error) => fail(worker, error.message));
    worker.on('exit', (code) => fail(worker, `el hilo terminó (código ${code})`));
    return worker;
  };

  return (card) => {
    if (workers.length === 0) for (let i = 0; i < count; i++) workers.push(start());
    const id = nextId++;
    const worker = workers[id % workers.length]!;
    worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { card, worker, resolve, reject });
      worker.postMessage({ id, card } satisfies DrawRequest);
    });
  };
}
