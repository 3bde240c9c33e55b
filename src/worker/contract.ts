// The one module of the worker that the UI imports: the engine API's type and every type and constant that crosses
// Comlink. Screens never import anything else under src/worker (lint enforces it); constants both sides compute with
// belong in src/rules.
export type { EngineApi } from './api.ts';
export {
  EngineError,
  isEngineError,
  installEngineErrorTransfer,
  type EngineErrorCode,
  type EngineErrorShape,
} from './engine-error.ts';
