import { describe, expect, it } from 'vitest';
import { bannerState, TAP_TWICE_MS } from './banner-state.ts';

describe('bannerState', () => {
  it('is offline first, whatever else is true', () => {
    expect(bannerState({ offline: true, failed: true, synced: true })).toBe('offline');
  });
  it('is the error when online and the sync failed or the server refused a change', () => {
    expect(bannerState({ offline: false, failed: true, synced: false })).toBe('error');
  });
  it('is in progress while anything of the inspection waits, complete once it is all synced', () => {
    expect(bannerState({ offline: false, failed: false, synced: false })).toBe('syncing');
    expect(bannerState({ offline: false, failed: false, synced: true })).toBe('complete');
  });
  it('uses the spec’s 1.5 s tap-twice window', () => {
    expect(TAP_TWICE_MS).toBe(1500);
  });
});
