import { isEngineError } from '../../worker/contract.ts';

/**
 * recording spec §8: what an error panel or a failed save says: the engine's own words for what it could not find
 * or refused (e.g. "Inspection not found"), else the given fallback (e.g. "Error fetching inspection").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isEngineError(error)) return error.code !== 'internal' && error.message ? error.message : fallback;
  // Until the EngineError transfer handler is installed on both sides, Comlink keeps the error's name and message.
  if (error instanceof Error && error.name === 'EngineError' && error.message) return error.message;
  return fallback;
}
