/**
 * A thread that draws the cards render.ts sends it, so that laying them out (satori) and encoding
 * their PNG, both on the calling thread, leave the build's own thread to its pages. Two at a time:
 * one is laid out while resvg draws the other on libuv's threads; more would only hold more
 * 1200×630 images in memory at once.
 */
import { parentPort } from 'node:worker_threads';
import { drawCard } from './draw.ts';
import type { Card } from './layout.ts';

export interface DrawRequest {
  id: number;
  card: Card;
}
export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string };

const AT_ONCE = 2;
const port = parentPort;
if (!port) throw new Error('draw-worker.ts runs as a worker thread (src/cards/render.ts)');
const queue: DrawRequest[] = [];
let drawing = 0;

function next(): void {
  const request = drawing < AT_ONCE ? queue.shift() : undefined;
  if (!request) return;
  drawing++;
  drawCard(request.card)
    .then(
      (png) => port!.postMessage({ id: request.id, png } satisfies DrawReply),
      (error: unknown) =>
        port!.postMessage({ id: request.id, error: String(error) } satisfies DrawReply),
    )
    .finally(() => {
      drawing--;
      next();
    });
}

port.on('message', (request: DrawRequest) => {
  queue.push(request);
  next();
});
