import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineStatus } from '../engine/engine-events.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../worker/sync/sync-status.ts';
import { FIRST_SYNC_START_MS, FIRST_SYNC_WAIT_MS, unlessFirstSync } from './after-first-sync.ts';

function fakeEvents(sync: Partial<SyncStatus> | undefined) {
  let status: EngineStatus = {
    state: { kind: 'ready', schemaVersion: 4 },
    online: true,
    sync: sync && { ...INITIAL_SYNC_STATUS, ...sync },
  };
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<SyncStatus>) {
      status = { ...status, sync: { ...INITIAL_SYNC_STATUS, ...status.sync, ...next } };
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

describe('unlessFirstSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once on a device that has synced before', () => {
    const run = vi.fn();
    unlessFirstSync(fakeEvents({ phase: 'pulling', lastSyncDate: '2026-01-01T00:00:00.000Z' }), run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits while the first sync is to come and while it pulls, then runs once when it has ended', () => {
    const events = fakeEvents(undefined);
    const run = vi.fn();
    unlessFirstSync(events, run);
    events.set({ phase: 'idle' });
    events.set({ phase: 'pushing' });
    events.set({ phase: 'pulling', progress: 0.8 });
    expect(run).not.toHaveBeenCalled();
    events.set({ phase: 'idle', progress: undefined, lastSyncDate: '2026-11-24T08:00:00.000Z' });
    events.set({ phase: 'pushing' });
    expect(run).toHaveBeenCalledOnce();
    expect(events.listeners.size).toBe(0);
    vi.advanceTimersByTime(FIRST_SYNC_WAIT_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs when the first sync fails or the device is offline', () => {
    for (const phase of ['error', 'offline'] as const) {
      const events = fakeEvents({ phase: 'pulling' });
      const run = vi.fn();
      unlessFirstSync(events, run);
      events.set({ phase, message: 'Failed to get inspections' });
      expect(run).toHaveBeenCalledOnce();
    }
  });

  it('runs at once in a tab whose engine failed or whose database another tab holds', () => {
    for (const state of [
      { kind: 'failed', reason: 'opfs-unavailable', message: 'No OPFS' },
      { kind: 'other-tab', takeoverRequested: false },
    ] as const) {
      const run = vi.fn();
      unlessFirstSync(
        { getStatus: () => ({ state, online: true, sync: undefined }), subscribe: () => () => true },
        run,
      );
      expect(run).toHaveBeenCalledOnce();
    }
  });

  it('runs soon on a device whose first sync does not start (nobody signed in)', () => {
    const events = fakeEvents({ phase: 'idle' });
    const run = vi.fn();
    unlessFirstSync(events, run);
    vi.advanceTimersByTime(FIRST_SYNC_START_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(events.listeners.size).toBe(0);
  });

  it('waits past that for a first sync that started, up to a limit', () => {
    const events = fakeEvents({ phase: 'idle' });
    const run = vi.fn();
    unlessFirstSync(events, run);
    events.set({ phase: 'pulling', progress: 0.01 });
    vi.advanceTimersByTime(FIRST_SYNC_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
