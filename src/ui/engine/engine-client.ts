import { wrap, type Endpoint, type Remote } from 'comlink';
import { installEngineErrorTransfer, type EngineApi } from '../../worker/contract.ts';
import { devtoolsEnabled } from './devtools.ts';

export type Engine = Remote<EngineApi>;

/**
 * The engine API over the tab's engine worker (created by createEngineWorker, src/ui/engine/engine-worker.ts), or
 * over the end that holds its calls until that worker is made (later-endpoint.ts).
 */
export function connectEngine(worker: Endpoint): Engine {
  // Worker methods fail with EngineError; this side turns the shape that crossed back into one.
  installEngineErrorTransfer();
  const engine = wrap<EngineApi>(worker);
  // For developers querying the local DB from the console, and for the fault and benchmark suites: the same API the
  // screens use, handed out only when asked for on this device.
  if (devtoolsEnabled()) (globalThis as { inspectEngine?: Engine }).inspectEngine = engine;
  return engine;
}
