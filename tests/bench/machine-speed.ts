import { createHash } from 'node:crypto';

// How fast this machine is at the moment of a run: the same single-threaded work (JSON and hashing, what a server
// request is made of) timed before and after the cells. On a shared machine the same build's CPU per request moves
// by ±40 % between runs; a run's results are read against its own reference, not against another run's clock.

const DOCUMENT = JSON.stringify(
  Array.from({ length: 2_000 }, (_, i) => ({ id: i, externalId: `${i}`.padStart(36, '0'), value: i * 1.5 })),
);
const BYTES = Buffer.alloc(8 << 20, 7);

/** Milliseconds for the reference work, the median of five tries (lower is faster). */
export function referenceWorkMs(): number {
  const tries: number[] = [];
  for (let t = 0; t < 5; t++) {
    const started = performance.now();
    for (let i = 0; i < 20; i++) JSON.stringify(JSON.parse(DOCUMENT));
    createHash('sha256').update(BYTES).digest();
    tries.push(performance.now() - started);
  }
  tries.sort((a, b) => a - b);
  return Math.round((tries[2] as number) * 10) / 10;
}
