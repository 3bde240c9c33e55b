import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectAfterReports } from './collect-after-reports.ts';

describe('the collection after a burst of reports', () => {
  afterEach(() => vi.useRealTimers());

  it('collects once, 3 s after the last report is over', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const after = new CollectAfterReports(collect);
    after.busy();
    after.idle();
    vi.advanceTimersByTime(2_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits while another report of the burst runs, then collects once', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const after = new CollectAfterReports(collect);
    after.idle();
    vi.advanceTimersByTime(2_000);
    after.busy();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    after.idle();
    after.idle();
    vi.advanceTimersByTime(3_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('does nothing where Node was started without --expose-gc, and nothing after stop', () => {
    vi.useFakeTimers();
    const without = new CollectAfterReports(undefined);
    without.idle();
    expect(vi.getTimerCount()).toBe(0);
    const collect = vi.fn();
    const stopped = new CollectAfterReports(collect);
    stopped.idle();
    stopped.stop();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });
});
