import { describe, expect, it } from 'vitest';
import { EngineError } from '../../worker/contract.ts';
import { retryUnlessFinal } from './retry-policy.ts';

describe('retryUnlessFinal', () => {
  const retry = retryUnlessFinal(2);

  it('never asks again after an answer that cannot change', () => {
    expect(retry(0, new EngineError('not-found', 'Inspection not found'))).toBe(false);
    expect(retry(0, new EngineError('invalid-input', 'InvalidInput'))).toBe(false);
    expect(retry(0, new EngineError('conflict', 'This inspection is completed'))).toBe(false);
  });

  it('asks again, up to the given times, after a failure that can pass', () => {
    const busy = new EngineError('unavailable', 'The database is not open yet');
    expect([0, 1, 2].map((n) => retry(n, busy))).toEqual([true, true, false]);
    expect(retry(0, new Error('worker crashed'))).toBe(true);
  });
});
