import { describe, expect, it } from 'vitest';
import { retryingAfterFailure, syncFailing } from './sync-failure.ts';

describe('syncFailing', () => {
  it('is a failure once a sync failed, and while it is tried again with the failure kept', () => {
    expect(syncFailing({ phase: 'error', message: 'HTTP 500' })).toBe(true);
    expect(syncFailing({ phase: 'pushing', message: 'HTTP 500' })).toBe(true);
    expect(syncFailing({ phase: 'uploading', message: 'HTTP 500' })).toBe(true);
    expect(syncFailing({ phase: 'pulling', message: 'HTTP 500' })).toBe(true);
    expect(retryingAfterFailure({ phase: 'pushing', message: 'HTTP 500' })).toBe(true);
  });
  it('is none for a sync that runs or rests without a failure, or is offline', () => {
    expect(syncFailing({ phase: 'pushing', message: undefined })).toBe(false);
    expect(syncFailing({ phase: 'idle', message: undefined })).toBe(false);
    expect(syncFailing({ phase: 'offline', message: undefined })).toBe(false);
    expect(retryingAfterFailure({ phase: 'error', message: 'HTTP 500' })).toBe(false);
  });
});
