import { describe, expect, it } from 'vitest';
import { databaseHealth } from './health.ts';

// The probe answers from the last database check: at once while a check waits behind busy connections, 503 once a
// check failed or has hung too long.

describe('databaseHealth', () => {
  function setUp() {
    let clock = 0;
    const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
    const health = databaseHealth(
      () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
      { refreshMs: 1_000, staleMs: 10_000, now: () => clock },
    );
    return { health, pending, tick: (ms: number) => (clock += ms) };
  }

  it('answers healthy at once while a check waits, and unhealthy when a check fails', async () => {
    const { health, pending, tick } = setUp();
    const first = health.checkNow();
    pending.shift()?.resolve();
    expect(await first).toBe(true);

    tick(2_000);
    expect(health.healthy()).toBe(true); // starts a check, answers from the last one
    expect(pending).toHaveLength(1);
    tick(5_000);
    expect(health.healthy()).toBe(true); // still waiting: no second check
    expect(pending).toHaveLength(1);
    pending.shift()?.reject(new Error('connection refused'));
    await Promise.resolve();
    await Promise.resolve();
    expect(health.healthy()).toBe(false);
  });

  it('answers unhealthy when a check hangs longer than staleMs', async () => {
    const { health, pending, tick } = setUp();
    const first = health.checkNow();
    pending.shift()?.resolve();
    await first;
    tick(1_000);
    health.healthy();
    tick(10_001);
    expect(health.healthy()).toBe(false);
  });
});
