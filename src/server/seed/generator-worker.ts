// The worker thread of `orderPiecesOnWorker`: makes a grow's pieces, at most as many ahead of
// the inserts as the parent has asked for, then says it is done with `null`.
import { parentPort, workerData } from 'node:worker_threads';
import { type GrowJob, orderPieces } from './generator';
import { transferablesOf } from './write';

const parent = parentPort;
if (!parent) throw new Error('seed-generator-worker runs as a worker thread');
let credits = 0;
let wake: (() => void) | undefined;
parent.on('message', (more: number) => {
  credits += more;
  wake?.();
});
for (const piece of orderPieces((workerData as { data: GrowJob }).data)) {
  while (credits === 0)
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  credits--;
  parent.postMessage(piece, transferablesOf(piece.chunks));
}
parent.postMessage(null);
