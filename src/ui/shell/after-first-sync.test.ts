import { describe, expect, it, vi } from 'vitest';
import type { EngineStatus } from '../engine/engine-events.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../worker/sync/sync-status.ts';
import { unlessFirstSync } from './after-first-sync.ts';

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
  it('runs at once when no first sync is running', () => {
    for (const sync of [
      undefined,
      { phase: 'idle' as const },
      { phase: 'pulling' as const, lastSyncDate: '2026-01-01' },
    ]) {
      const run = vi.fn();
      unlessFirstSync(fakeEvents(sync), run);
      expect(run).toHaveBeenCalledOnce();
    }
  });

  it('waits while the first sync pulls, then runs once when it ends', () => {
    const events = fakeEvents({ phase: 'pulling', progress: 0.2 });
    const run = vi.fn();
    unlessFirstSync(events, run);
    events.set({ progress: 0.8 });
    expect(run).not.toHaveBeenCalled();
    events.set({ phase: 'idle', lastSyncDate: '2026-11-24T08:00:00.000Z' });
    events.set({ phase: 'pushing' });
    expect(run).toHaveBeenCalledOnce();
    expect(events.listeners.size).toBe(0);
  });

  it('runs when the first sync fails too', () => {
    const events = fakeEvents({ phase: 'pulling' });
    const run = vi.fn();
    unlessFirstSync(events, run);
    events.set({ phase: 'error', message: 'Failed to get inspections' });
    expect(run).toHaveBeenCalledOnce();
  });
});
