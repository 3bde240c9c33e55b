import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilIdle } from './quiet-window.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A wait under way: whether it ended yet, and the screens' calls that move its clock. */
function waiting(options: { quietMs: number; longestMs: number }, idleAtStart = 0) {
  let lastCall = Date.now() - idleAtStart;
  let wake: (() => void) | undefined;
  let ended = false;
  void untilIdle({
    idleMs: () => Date.now() - lastCall,
    ...options,
    onWake: (w) => (wake = w),
  }).then(() => (ended = true));
  return {
    call: () => (lastCall = Date.now()),
    wake: () => wake?.(),
    ended: async () => {
      await Promise.resolve();
      return ended;
    },
  };
}

describe('the background judging waits for the screens to leave the engine alone', () => {
  it('goes on at once when the screens asked nothing for the quiet time', async () => {
    const wait = waiting({ quietMs: 2_000, longestMs: 10_000 }, 2_000);
    expect(await wait.ended()).toBe(true);
  });

  it('ends once the quiet time has passed since their last call', async () => {
    const wait = waiting({ quietMs: 2_000, longestMs: 10_000 }, 500);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(await wait.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await wait.ended()).toBe(true);
  });

  it('waits a whole quiet time more after each call', async () => {
    const wait = waiting({ quietMs: 2_000, longestMs: 10_000 });
    await vi.advanceTimersByTimeAsync(1_500);
    wait.call();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await wait.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await wait.ended()).toBe(true);
  });

  it('ends after the longest wait even when the screens ask all the time', async () => {
    const wait = waiting({ quietMs: 2_000, longestMs: 5_000 });
    for (let t = 0; t < 4_500; t += 500) {
      wait.call();
      await vi.advanceTimersByTimeAsync(500);
    }
    wait.call();
    await vi.advanceTimersByTimeAsync(499);
    expect(await wait.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await wait.ended()).toBe(true);
  });

  it('ends at once when woken', async () => {
    const wait = waiting({ quietMs: 2_000, longestMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10);
    wait.wake();
    expect(await wait.ended()).toBe(true);
  });
});
