import { describe, expect, it } from 'vitest';
import { ReportSlots, ReportsBusy } from './report-slots.ts';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('ReportSlots', () => {
  it('runs two at once, queues two in order, and refuses the fifth at once', async () => {
    const slots = new ReportSlots(2, 2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(ReportsBusy);

    gates[1]?.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    // Every slot is free again: two run at once once more.
    expect(await Promise.all([slots.run(async () => 'a'), slots.run(async () => 'b')])).toEqual(['a', 'b']);
  });

  it('frees the slot of a report that failed', async () => {
    const slots = new ReportSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
