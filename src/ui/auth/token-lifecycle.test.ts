import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { tokenExpiringAt } from './test-tokens.ts';
import { TokenLifecycle, type TokenProvider } from './token-lifecycle.ts';
import { browserTokenStore } from './token-store.ts';

const MIN = 60_000;
const START = Date.parse('2026-11-21T08:00:00Z');

class InteractionRequired extends Error {}
class NetworkDown extends Error {}

function setup(options: { account?: boolean; token?: string | null } = {}) {
  const store = browserTokenStore(memoryStorage());
  if (options.token) store.set(options.token);
  let account = options.account ?? true;
  let issued = 0;
  const silent = vi.fn(async () => tokenExpiringAt(Date.now() + 60 * MIN, { n: ++issued }));
  const interactive = vi.fn(async () => tokenExpiringAt(Date.now() + 60 * MIN, { via: 'popup' }));
  const provider: TokenProvider = {
    hasAccount: () => account,
    acquireSilent: silent,
    acquireInteractive: interactive,
    isInteractionRequired: (e) => e instanceof InteractionRequired,
    isNetworkError: (e) => e instanceof NetworkDown,
  };
  const log = { warn: vi.fn() };
  const signedOut = vi.fn();
  const lifecycle = new TokenLifecycle({ provider, store, log, onSignedOut: signedOut });
  return {
    store,
    silent,
    interactive,
    log,
    signedOut,
    lifecycle,
    setAccount: (v: boolean) => (account = v),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('token lifecycle (shell spec §4 Session)', () => {
  it('refreshes 5 minutes before expiry, then schedules the next from the new token', async () => {
    const t = setup({ token: tokenExpiringAt(START + 60 * MIN) });
    t.lifecycle.start();
    await vi.advanceTimersByTimeAsync(55 * MIN - 1);
    expect(t.silent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.silent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50); // the pause after storing a token
    expect(t.store.get()).not.toBe(tokenExpiringAt(START + 60 * MIN));
    // the new token expires 60 minutes after the refresh: the next one is 55 minutes later
    await vi.advanceTimersByTimeAsync(55 * MIN - 60);
    expect(t.silent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(t.silent).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once when already inside the 5-minute window', async () => {
    const t = setup({ token: tokenExpiringAt(START + 2 * MIN) });
    t.lifecycle.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.silent).toHaveBeenCalledTimes(1);
  });

  it('tries again after 10 minutes when the token cannot be read, with a warning', async () => {
    const t = setup({ token: 'not-a-token' });
    t.lifecycle.start();
    expect(t.log.warn).toHaveBeenCalledWith(expect.stringContaining('Token invalid format or no expiry'));
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(t.silent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.silent).toHaveBeenCalledTimes(1);
  });

  it('retries 5 minutes after a failed refresh, and keeps the old token meanwhile (offline)', async () => {
    const old = tokenExpiringAt(START + 4 * MIN);
    const t = setup({ token: old });
    t.silent.mockRejectedValueOnce(new NetworkDown('offline'));
    t.lifecycle.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.silent).toHaveBeenCalledTimes(1);
    expect(t.store.get()).toBe(old);
    expect(t.signedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(t.silent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.silent).toHaveBeenCalledTimes(2);
  });

  it('uses a popup when the silent refresh needs interaction', async () => {
    const t = setup({ token: tokenExpiringAt(START) });
    t.silent.mockRejectedValueOnce(new InteractionRequired('login_required'));
    const outcome = t.lifecycle.refresh();
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toBe('refreshed');
    expect(t.interactive).toHaveBeenCalledTimes(1);
    expect(t.store.get()).toContain('.');
  });

  it('warns and does nothing when there is no account to refresh', async () => {
    const t = setup({ token: tokenExpiringAt(START), account: false });
    expect(await t.lifecycle.refresh()).toBe('no-account');
    expect(t.log.warn).toHaveBeenCalledWith('No accounts when refreshing');
    expect(t.silent).not.toHaveBeenCalled();
  });

  it('checks the expiry every 10 minutes', async () => {
    const t = setup({ token: tokenExpiringAt(START + 60 * MIN) });
    t.lifecycle.start();
    t.store.set(tokenExpiringAt(START + 5 * MIN)); // replaced behind the scheduler's back
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(t.silent).toHaveBeenCalledTimes(1);
    t.lifecycle.stop();
  });

  it('on focus: refreshes an expired token when there is an account', async () => {
    const t = setup({ token: tokenExpiringAt(START - 1) });
    t.lifecycle.onFocus();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.silent).toHaveBeenCalledTimes(1);
    t.lifecycle.onFocus();
    expect(t.silent).toHaveBeenCalledTimes(1);
  });

  it('on focus: clears a token without an account (signed out), but keeps one entered by hand', () => {
    const t = setup({ token: tokenExpiringAt(START + 60 * MIN), account: false });
    t.lifecycle.onFocus();
    expect(t.store.get()).toBeNull();
    expect(t.signedOut).toHaveBeenCalledTimes(1);
    const manual = setup({ account: false });
    manual.store.set(tokenExpiringAt(START + 60 * MIN), 'manual');
    manual.lifecycle.onFocus();
    expect(manual.store.get()).not.toBeNull();
    expect(manual.signedOut).not.toHaveBeenCalled();
  });

  it('hands callers a current token, refreshing an expired one or on demand', async () => {
    const valid = tokenExpiringAt(START + 60 * MIN);
    const t = setup({ token: valid });
    expect(await t.lifecycle.currentToken()).toBe(valid);
    const forced = t.lifecycle.currentToken(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(await forced).not.toBe(valid);
    expect(t.silent).toHaveBeenCalledTimes(1);
  });
});
