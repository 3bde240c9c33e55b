import { describe, expect, it } from 'vitest';
import { EngineError } from '../../worker/contract.ts';
import { errorMessage, isCodeWord } from './error-message.ts';

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

  it('never passes a code word on to a person', () => {
    for (const code of ['InvalidInput', 'BelowOrEqualZero', 'observationService.observableItem.empty'])
      expect(errorMessage(new EngineError('invalid-input', code), 'The value could not be saved')).toBe(
        'The value could not be saved',
      );
    expect(isCodeWord('Total Machine Hours cannot be less than 1000')).toBe(false);
    expect(isCodeWord('Unsupported data type')).toBe(false);
    expect(isCodeWord('Offline')).toBe(false);
  });
});
