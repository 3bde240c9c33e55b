import { describe, expect, it } from 'vitest';
import { EngineError } from '../../worker/contract.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it("gives the engine's words, and the fallback for anything unexpected", () => {
    expect(
      errorMessage(new EngineError('not-found', 'Inspection not found'), 'Error fetching inspection'),
    ).toBe('Inspection not found');
    expect(errorMessage(new EngineError('internal', 'SQLITE_BUSY'), 'Error fetching inspection')).toBe(
      'Error fetching inspection',
    );
    expect(errorMessage(new TypeError('x is undefined'), 'Error fetching inspection')).toBe(
      'Error fetching inspection',
    );
  });
});
