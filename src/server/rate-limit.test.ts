import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

// The per-token bucket: `burst` calls at once, refilled at `perMinute`, each subject on its own.

describe('RateLimiter', () => {
  it('allows the burst, then says how long until the next call, refilling at the rate', () => {
    let now = 0;
    // 60 a minute: one call a second.
    const limiter = new RateLimiter({ burst: 2, perMinute: 60 }, () => now);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1_000);
    now = 400;
    expect(limiter.take('a')).toBe(600);
    now = 1_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1_000);
    // Another subject has its own bucket.
    expect(limiter.take('b')).toBe(0);
  });

  it('refills no further than the burst however long a subject was idle', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 2, perMinute: 60 }, () => now);
    now = 3_600_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1_000);
  });
});
