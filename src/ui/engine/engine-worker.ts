/**
 * Creates the one engine worker of this tab. Kept apart from the Comlink client so that the page's first script can
 * start it with nothing else loaded (src/ui/boot.ts).
 */
export function createEngineWorker(): Worker {
  return new Worker(new URL('../../worker/entry.ts', import.meta.url), { type: 'module', name: 'engine' });
}
