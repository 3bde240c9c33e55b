import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../auth/memory-storage.ts';
import { applyUpdate, compareWithBaseline, leavesPathBeforeUpdate } from './update-check.ts';

describe('the update check', () => {
  it('takes the first hash as the baseline, then flags a different one', () => {
    const storage = memoryStorage();
    expect(compareWithBaseline('aaa', storage)).toBeUndefined();
    expect(storage.getItem('appVersionHash')).toBe('aaa');
    expect(compareWithBaseline('aaa', storage)).toBeUndefined();
    expect(compareWithBaseline('bbb', storage)).toBe('bbb');
    // A failed check flags nothing.
    expect(compareWithBaseline(undefined, storage)).toBeUndefined();
  });

  it.each([
    ['/inspections/abc', true],
    ['/new-bucket', true],
    ['/example-form-1', true],
    ['/new-inspection', true],
    ['/history', false],
    ['/', false],
  ])('leaves %s for / before reloading: %s', (path, leaves) => {
    expect(leavesPathBeforeUpdate(path)).toBe(leaves);
  });
});

describe('Update Now', () => {
  const unregister = vi.fn(async () => true);
  const deleteCache = vi.fn(async () => true);
  const reload = vi.fn();
  let pathname = '/new-bucket';

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    vi.stubGlobal('caches', { keys: async () => ['workbox-precache', 'runtime'], delete: deleteCache });
    vi.stubGlobal('location', {
      get pathname() {
        return pathname;
      },
      reload,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('stores the hash, unregisters the service workers, clears the caches, goes to / and reloads after 100 ms', async () => {
    const goHome = vi.fn(() => {
      pathname = '/';
    });
    await applyUpdate('new-hash', goHome);
    expect(localStorage.getItem('appVersionHash')).toBe('new-hash');
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleteCache.mock.calls).toEqual([['workbox-precache'], ['runtime']]);
    expect(goHome).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays on a page that holds no inspection, form or bucket', async () => {
    pathname = '/history';
    const goHome = vi.fn();
    await applyUpdate('new-hash', goHome);
    expect(goHome).not.toHaveBeenCalled();
  });
});
