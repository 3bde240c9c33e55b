import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenData } from './first-screen-data.ts';

/** Events whose database opens when the test says. */
function events() {
  const waiting: (() => void)[] = [];
  return {
    whenFirstReady: (run: () => void) => void waiting.push(run),
    open: () => waiting.splice(0).forEach((run) => run()),
  };
}

/** Whether the promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the first screen waits for its data', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once the database is open, and is shown as soon as the read answered', async () => {
    vi.useFakeTimers();
    const db = events();
    let answer: () => void = () => undefined;
    const read = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const data = firstScreenData(db, read);
    expect(read).not.toHaveBeenCalled();
    db.open();
    expect(read).toHaveBeenCalledOnce();
    expect(await settled(data)).toBe(false);
    answer();
    expect(await settled(data)).toBe(true);
  });

  it('is shown after 2 s without the data when the read is slow, and when it failed', async () => {
    vi.useFakeTimers();
    const slow = events();
    const data = firstScreenData(slow, () => new Promise(() => undefined));
    slow.open();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(data)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(data)).toBe(true);

    const failing = events();
    const failed = firstScreenData(failing, () => Promise.reject(new Error('disk')));
    failing.open();
    expect(await settled(failed)).toBe(true);
  });
});
