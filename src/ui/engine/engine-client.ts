import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../worker/api.ts';

export type Engine = Remote<EngineApi>;

/** Starts the one engine worker of this tab. */
export function startEngineWorker(): Engine {
  const worker = new Worker(new URL('../../worker/entry.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  return wrap<EngineApi>(worker);
}
