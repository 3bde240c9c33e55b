import { parentPort, Worker, workerData } from 'node:worker_threads';

// The readiness probe timed from a thread of its own. Run on the bench's main thread beside 8 full syncs, a probe's
// time included the moments that thread spent taking in their multi-megabyte answers, not the server's: a device's
// probe does not wait for another device's download.

interface Job {
  readonly url: string;
  readonly count: number;
}

interface Outcome {
  /** Each probe's time in ms, in order. */
  readonly times: number[];
  /** Probes answered with another status than 200, or not at all. */
  readonly errors: number;
}

async function probe({ url, count }: Job): Promise<Outcome> {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const status = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    times.push(performance.now() - started);
    if (status !== 200) errors++;
  }
  return { times, errors };
}

if (parentPort !== null && (workerData as Job | undefined)?.url !== undefined) {
  const port = parentPort;
  void probe(workerData as Job).then((outcome) => port.postMessage(outcome));
}

/** Sends `count` probes one after another from a worker thread; answers their times. */
export function probeFromThread(url: string, count: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, count } satisfies Job });
    worker.once('message', (outcome: Outcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
