import { isFinalEngineError } from '../../worker/contract.ts';

// Asking the worker again helps only when the failure can pass (the database busy or not open yet, the network,
// something unexpected): "Inspection not found" or a refused value is the same answer a second later, and retrying it
// kept an unknown address on "Loading…" for seconds before saying so.

/** TanStack Query's `retry` for engine calls: up to `times` more tries, none after a final answer. */
export function retryUnlessFinal(times: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < times && !isFinalEngineError(error);
}
