import { isEngineError } from '../../worker/contract.ts';

/**
 * A code rather than words (InvalidInput, BelowOrEqualZero, observationService.observableItem.empty): one word with
 * a capital inside it or dots between words. A person is never shown one.
 */
export function isCodeWord(text: string): boolean {
  return /^[A-Za-z_]+(\.[A-Za-z_]+)*$/.test(text) && (/[a-z][A-Z]/.test(text) || text.includes('.'));
}

/**
 * recording spec §8: what an error panel or a failed save says: the engine's own words for what it could not find
 * or refused (e.g. "Inspection not found"), else the given fallback (e.g. "Error fetching inspection").
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isEngineError(error) && error.code !== 'internal' && error.message && !isCodeWord(error.message)
    ? error.message
    : fallback;
}
