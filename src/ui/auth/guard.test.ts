import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAccess, type GuardDeps } from './guard.ts';
import { loginJustProcessed, setLoginJustProcessed } from './login-flag.ts';
import { memoryStorage } from './memory-storage.ts';
import { tokenExpiringAt } from './test-tokens.ts';

const START = Date.parse('2026-11-21T08:00:00Z');

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    isOffline: () => false,
    loginJustProcessed: () => false,
    storedToken: () => null,
    tokenIsManual: () => false,
    refresh: vi.fn(async () => 'failed' as const),
    now: () => Date.now(),
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('route guard (shell spec §2)', () => {
  it('allows access offline, whatever the token', async () => {
    expect(await checkAccess(deps({ isOffline: () => true }))).toBe('allow');
  });

  it('allows access for 1 second after a sign-in was processed', async () => {
    const storage = memoryStorage();
    setLoginJustProcessed(storage);
    const guard = deps({ loginJustProcessed: () => loginJustProcessed(storage) });
    expect(await checkAccess(guard)).toBe('allow');
    vi.advanceTimersByTime(999);
    expect(await checkAccess(guard)).toBe('allow');
    vi.advanceTimersByTime(1);
    expect(loginJustProcessed(storage)).toBe(false);
    expect(storage.getItem('loginJustProcessed')).toBeNull();
    expect(await checkAccess(guard)).toBe('login');
  });

  it('allows a valid stored token without waiting for a refresh', async () => {
    const guard = deps({ storedToken: () => tokenExpiringAt(START + 60_000) });
    expect(await checkAccess(guard)).toBe('allow');
    expect(guard.refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired or unreadable token: allowed once refreshed, or when the network failed', async () => {
    const expired = () => tokenExpiringAt(START - 1);
    expect(await checkAccess(deps({ storedToken: expired, refresh: async () => 'refreshed' }))).toBe('allow');
    expect(await checkAccess(deps({ storedToken: expired, refresh: async () => 'offline' }))).toBe('allow');
    expect(await checkAccess(deps({ storedToken: () => 'garbage', refresh: async () => 'failed' }))).toBe(
      'login',
    );
    expect(await checkAccess(deps({ storedToken: expired, refresh: async () => 'no-account' }))).toBe(
      'login',
    );
  });

  it('sends a hand-entered token to /login once it has expired (it cannot be refreshed)', async () => {
    const manual = { tokenIsManual: () => true };
    expect(await checkAccess(deps({ ...manual, storedToken: () => tokenExpiringAt(START + 1000) }))).toBe(
      'allow',
    );
    expect(await checkAccess(deps({ ...manual, storedToken: () => tokenExpiringAt(START) }))).toBe('login');
  });

  it('redirects to /login without a token', async () => {
    expect(await checkAccess(deps())).toBe('login');
    expect(await checkAccess(deps({ storedToken: () => '' }))).toBe('login');
  });
});
