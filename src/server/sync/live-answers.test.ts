import { describe, expect, it, vi } from 'vitest';
import { LiveAnswers } from './live-answers.ts';

describe('the bound on full answers produced live at once', () => {
  it('lets two produce, and the third once one of them ends', async () => {
    const live = new LiveAnswers(2, 60_000);
    const first = await live.turn();
    const second = await live.turn();
    expect([first.waited, second.waited]).toEqual([false, false]);
    let third: { waited: boolean } | undefined;
    const waiting = live.turn().then((turn) => (third = turn));
    await Promise.resolve();
    expect(third).toBeUndefined();
    first.release();
    first.release();
    await waiting;
    expect(third?.waited).toBe(true);
    second.release();
    expect((await live.turn()).waited).toBe(false);
  });

  it('gives a turn back by itself when its answer is slow, so others do not wait long', async () => {
    vi.useFakeTimers();
    try {
      const live = new LiveAnswers(1, 5000);
      await live.turn();
      const next = live.turn();
      await vi.advanceTimersByTimeAsync(5000);
      expect((await next).waited).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
