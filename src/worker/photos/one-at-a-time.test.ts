import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A promise settled from outside, to hold a task mid-way. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('oneAtATime', () => {
  it('runs calls made together one after another, in the order they came', async () => {
    const events: string[] = [];
    const gates = [gate(), gate(), gate()];
    const run = oneAtATime(async (n: number) => {
      events.push(`start ${n}`);
      await gates[n]?.opened;
      events.push(`end ${n}`);
      return n * 10;
    });
    const results = [run(0), run(1), run(2)];
    await Promise.resolve();
    expect(events).toEqual(['start 0']);
    gates[1]?.open();
    gates[2]?.open();
    gates[0]?.open();
    expect(await Promise.all(results)).toEqual([0, 10, 20]);
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('goes on with the next call when one fails, and the failing call rejects with its own error', async () => {
    const run = oneAtATime(async (n: number) => {
      if (n === 1) throw new Error('The photo could not be read');
      return n;
    });
    const results = await Promise.allSettled([run(0), run(1), run(2)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'rejected', reason: new Error('The photo could not be read') },
      { status: 'fulfilled', value: 2 },
    ]);
  });
});
