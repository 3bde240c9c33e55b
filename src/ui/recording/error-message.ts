import { isEngineError } from '../../worker/contract.ts';

/**
 * recording spec §8: what an error panel or a failed save says: the engine's own words for what it could not find
 * or refused (e.g. "Inspection not found"), else the given fallback (e.g. "Error fetching inspection").
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isEngineError(error) && error.code !== 'internal' && error.message ? error.message : fallback;
}
