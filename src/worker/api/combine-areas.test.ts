import { describe, expect, it } from 'vitest';
import { combineAreas } from './combine-areas.ts';

describe('combineAreas', () => {
  it('offers every method of every area on one object', () => {
    const api = combineAreas({
      shell: { homeLists: () => 'home' },
      sync: { syncNow: () => 'synced', getSyncStatus: () => 'idle' },
    });
    expect(api.homeLists()).toBe('home');
    expect(api.syncNow()).toBe('synced');
    expect(Object.keys(api).sort()).toEqual(['getSyncStatus', 'homeLists', 'syncNow']);
  });

  it('refuses two areas that export the same method name, naming both', () => {
    expect(() =>
      combineAreas({
        shell: { getPhoto: () => 1 },
        recording: { saveObservation: () => 2, getPhoto: () => 3 },
      }),
    ).toThrow("Worker API areas 'shell' and 'recording' both export 'getPhoto'");
  });
});
