import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  imagesUploadedLabel,
  SYNC_COMPLETE,
  SYNC_ERROR,
  SYNC_OFFLINE,
  syncProgressFraction,
} from './sync-progress.ts';

describe('sync progress (recording spec §9, shell spec §4)', () => {
  it.each([
    [0, 0, 1],
    [3, 0, 1],
    [0, 4, 0],
    [1, 4, 0.25],
    [4, 4, 1],
    [5, 4, 1],
    [-1, 4, 0],
  ])('%d of %d is %d', (uploaded, total, fraction) =>
    expect(syncProgressFraction(uploaded, total)).toBe(fraction),
  );

  it('stays between 0 and 1', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (u, t) => {
        const f = syncProgressFraction(u, t);
        return f >= 0 && f <= 1;
      }),
    );
  });

  it('has the banner texts', () => {
    expect(imagesUploadedLabel(2, 5)).toBe('2 of 5 images uploaded');
    expect(SYNC_ERROR).toBe('Error - An error has occurred, please try again.');
    expect(SYNC_OFFLINE).toBe(
      "Offline Mode - You're currently offline. Your Inspection Data and the report will sync when connection is restored.",
    );
    expect(SYNC_COMPLETE).toBe(
      'Sync Complete - Your Inspection Data has been synced successfully and the report has been generated.',
    );
  });
});
